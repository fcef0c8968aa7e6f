/** An item of a dropdown menu (the user menu and what features add to it). */
export const menuItemClass =
  'flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-3 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:text-primary';

export const menuLabelClass = 'px-3 pt-2 pb-1 text-xs text-muted-foreground';

export const menuSeparatorClass = 'my-1 h-px bg-border';
