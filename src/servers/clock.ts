// A real server runs on its trajectory's clock. A task dated 6 November asked the time server "tomorrow at 11" and got
// "in a month", and "the current time" was the machine's, not the day the system prompt names. A Node server started
// for a trajectory gets a preload (by NODE_OPTIONS, so its child Node processes too) that shifts Date and Date.now by
// the trajectory's offset from the machine's clock; time still passes. Files' own times come from the kernel and
// stay the machine's.

/** Date, shifted so that `now` is the moment this module loads: `new Date()`, `Date.now()` and `Date()` read it. */
function shim(now: number): string {
  return [
    `const R=Date,off=${Math.round(now)}-R.now();`,
    'globalThis.Date=new Proxy(R,{',
    'construct(t,a,n){return a.length?Reflect.construct(t,a,n):Reflect.construct(t,[R.now()+off],n)},',
    'apply(){return new R(R.now()+off).toString()},',
    "get(t,p,r){return p==='now'?()=>R.now()+off:Reflect.get(t,p,r)}});",
  ].join('');
}

/** The environment that puts a Node server on this clock (epoch ms), added to what `env` already sets. */
export function clockEnv(now: number, env: Record<string, string> = {}): Record<string, string> {
  const preload = `--import=data:text/javascript,${encodeURIComponent(shim(now))}`;
  return { NODE_OPTIONS: env.NODE_OPTIONS ? `${env.NODE_OPTIONS} ${preload}` : preload };
}
