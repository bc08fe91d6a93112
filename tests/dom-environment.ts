// Runs before any other setup or test module: the DOM the unit tests run in (happy-dom) draws nothing,
// so no CSS animation or transition ever ends. antd's motion (rc-motion) reads at load whether the
// DOM has animation events: without them it skips enter and leave animations, as the app does for a
// person who asks for reduced motion. (The browser suite runs the real motion.)
if (typeof window !== 'undefined') {
  delete (window as { AnimationEvent?: unknown }).AnimationEvent;
  delete (window as { TransitionEvent?: unknown }).TransitionEvent;
}
