/**
 * Runs before the first paint, ahead of any framework script: sets the theme class (so a dark page never flashes
 * light) and makes the header's controls work before hydration. The theme toggle is handled here for the life of
 * the page; the menu's buttons open and close its native <dialog> by `commandfor` invokers, which this script supplies to
 * browsers without it. Carousels (podcast-carousel.tsx) scroll natively; their buttons step a slide and are
 * enabled by the scroll position from here too (at once by where a step will end, not midway through it). An open
 * menu keeps Tab inside it and closes when a link in it is chosen, before hydration as after. Its text is hashed into the CSP at build like every other inline script.
 */
const script = `(function(){
var d=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");
function stored(){try{return localStorage.getItem("theme")}catch(e){return null}}
function apply(t){var dark=t==="dark"||(t==="system"&&m.matches);d.classList.toggle("dark",dark);d.style.colorScheme=dark?"dark":"light"}
apply(stored());
m.addEventListener("change",function(){if(stored()==="system")apply("system")});
addEventListener("storage",function(e){if(e.key==="theme")apply(e.newValue)});
function buttons(v,x){var c=v.closest("[data-carousel]");if(!c)return;var p=c.querySelector("[data-carousel-step='-1']"),n=c.querySelector("[data-carousel-step='1']");
if(p)p.disabled=x<=1;if(n)n.disabled=x>=v.scrollWidth-v.clientWidth-1}
function sync(v){if(!v.__going)buttons(v,v.scrollLeft)}
document.addEventListener("scroll",function(e){var v=e.target;if(v instanceof Element&&v.hasAttribute("data-carousel-viewport"))sync(v)},true);
document.addEventListener("scrollend",function(e){var v=e.target;if(v instanceof Element&&v.__going){v.__going=0;sync(v)}},true);
document.addEventListener("keydown",function(e){if(e.key!=="Tab")return;var g=document.querySelector("dialog[open]");if(!g)return;
var f=g.querySelectorAll('a[href],button:not([disabled]),input:not([disabled]),[tabindex]:not([tabindex="-1"])'),a=f[0],z=f[f.length-1];if(!a)return;
if(e.shiftKey&&document.activeElement===a){e.preventDefault();z.focus()}else if(!e.shiftKey&&document.activeElement===z){e.preventDefault();a.focus()}});
document.addEventListener("click",function(e){
var l=e.target instanceof Element&&e.target.closest("dialog[open] a");if(l){l.closest("dialog").close();return}
var b=e.target instanceof Element&&e.target.closest("button");if(!b)return;
if(b.hasAttribute("data-theme-toggle")){
var t=d.classList.contains("dark")?"light":"dark",s=document.createElement("style");
s.textContent="*,*::before,*::after{transition:none!important}";document.head.appendChild(s);
apply(t);try{localStorage.setItem("theme",t)}catch(e){}
getComputedStyle(document.body);setTimeout(function(){s.remove()},1);return}
var step=b.getAttribute("data-carousel-step");
if(step){var v=b.closest("[data-carousel]").querySelector("[data-carousel-viewport]"),a=v.children,
x=Math.max(0,Math.min(v.scrollWidth-v.clientWidth,(v.__going?v.__x:v.scrollLeft)+Number(step)*(a.length>1?a[1].offsetLeft-a[0].offsetLeft:v.clientWidth)));
buttons(v,x);v.__going=1;v.__x=x;setTimeout(function(){v.__going=0;sync(v)},1000);v.scrollTo({left:x,behavior:"smooth"});return}
var id=b.getAttribute("commandfor");
if(id&&!("commandForElement" in b)){var g=document.getElementById(id),c=b.getAttribute("command");if(!g)return;
if(c==="show-modal"&&!g.open)g.showModal();else if(c==="close"&&g.open)g.close()}
});
})()`;

export function EarlyScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
