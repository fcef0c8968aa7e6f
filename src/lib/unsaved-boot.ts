/**
 * Runs in <head>, before anything can be typed or clicked: until a guarded form's page is hydrated (its
 * `data-unsaved-guard` says `early`), a person who typed into it and then leaves is still asked first.
 * - A link to another page of Folio is held, not followed; `takeHeldNavigation` hands it to the form's
 *   guard once hydrated, which asks "Discard your changes?" as it does for every later click.
 * - Closing the tab or typing another address gets the browser's own "leave this page?" question.
 * Once hydrated, the guard (useBlocker) does both itself.
 */
export const UNSAVED_BOOT_SCRIPT =
  "(function(){function d(){var f=document.querySelectorAll('form[data-unsaved-guard=early] :is(input,textarea,select)');for(var i=0;i<f.length;i++){var e=f[i];if(e.type==='checkbox'||e.type==='radio'){if(e.checked!==e.defaultChecked)return true}else if(e.tagName==='SELECT'){for(var j=0;j<e.options.length;j++)if(e.options[j].selected!==e.options[j].defaultSelected)return true}else if(e.type!=='hidden'&&e.value!==e.defaultValue)return true}return false}addEventListener('beforeunload',function(e){if(d()){e.preventDefault();e.returnValue=''}});addEventListener('click',function(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target instanceof Element&&e.target.closest('a[href]');if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download')||a.origin!==location.origin||!d())return;e.preventDefault();window.__folioHeldNavigation=a.pathname+a.search+a.hash},true)})()";

declare global {
  interface Window {
    /** A link clicked before hydration away from a form with changes (UNSAVED_BOOT_SCRIPT). */
    __folioHeldNavigation?: string;
  }
}

/** The link held by UNSAVED_BOOT_SCRIPT, once: the guard asks before following it. */
export function takeHeldNavigation(): string | undefined {
  const held = window.__folioHeldNavigation;
  delete window.__folioHeldNavigation;
  return held;
}
