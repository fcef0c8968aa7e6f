/**
 * Runs in <head>, before anything can be clicked: gives the history entry the key TanStack Router's
 * browser history would otherwise add with `history.replaceState` when its script starts. A
 * replaceState then would cancel a navigation already under way — a link tapped before hydration,
 * silently lost. The shape is @tanstack/history's own (`__TSR_index`, `key`, `__TSR_key`).
 */
export const HISTORY_BOOT_SCRIPT =
  "(function(){var s=history.state;if(s&&(s.__TSR_key||s.key))return;var k=Math.random().toString(36).slice(2,10);history.replaceState(Object.assign({},s,{__TSR_index:0,key:k,__TSR_key:k}),'')})()";
