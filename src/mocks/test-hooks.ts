let uploadsHeld: { released: Promise<void>; release: () => void } | null = null;

/** Resolves when uploads may be answered (at once unless a browser test holds them). */
export function uploadsReleased(): Promise<void> {
  return uploadsHeld?.released ?? Promise.resolve();
}

/** What the browser tests do "from elsewhere" in a demo page (`window.demoBackend`): hold the upload service's answers. */
export interface DemoTestHooks {
  holdUploads(): void;
  releaseUploads(): void;
}

export const demoTestHooks: DemoTestHooks = {
  holdUploads() {
    if (uploadsHeld) return;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    uploadsHeld = { released, release };
  },
  releaseUploads() {
    uploadsHeld?.release();
    uploadsHeld = null;
  },
};
