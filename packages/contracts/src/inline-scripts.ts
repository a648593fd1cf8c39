/**
 * The only inline scripts of the app's pages (decision 064). The server's content security policy allows exactly
 * these texts, by their hashes; the web build and the server both take them from here.
 */

/**
 * index.html: sets Mantine's colour-scheme attribute before the first paint, so a page the build rendered shows in
 * the visitor's scheme before the app's scripts run (the app follows the system scheme; it offers no choice).
 */
export const colorSchemeScript =
  "document.documentElement.setAttribute('data-mantine-color-scheme',matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')";

/**
 * A rendered page: its scripts wait in a template until the page has painted, so that fetching and compiling them
 * does not hold up the first paint (a hidden tab, which does not paint, starts them at once). Until the app has
 * taken the page over (`data-app-ready` on <html>), clicks and form submissions are held, to be replayed by the app
 * (apps/web/src/app/start-app.tsx), instead of being lost or submitting the form as a plain page request.
 * A visitor with a stored sign-in is shown nothing of the rendering: the app will most likely replace it with the
 * page inside the signed-in shell, and what they typed into it meanwhile would be lost.
 */
export const afterPaintScript =
  "(function(){var d=document,h=d.homerEarlyEvents=[],r=d.getElementById('root');try{if(localStorage.getItem('jwt')){r.textContent='';r.removeAttribute('data-prerendered')}}catch(e){}function k(e){if(d.documentElement.hasAttribute('data-app-ready'))return;e.preventDefault();e.stopImmediatePropagation();h.push([e.target,e.submitter])}d.addEventListener('click',k,true);d.addEventListener('submit',k,true);var s=function(){d.head.append(d.importNode(d.getElementById('homer-scripts').content,true))};d.visibilityState==='hidden'?s():requestAnimationFrame(function(){setTimeout(s)})})()";

export const inlineScripts = [colorSchemeScript, afterPaintScript] as const;
