import { createContext } from 'react';

interface FieldUploads {
  uploading: number;
  /** Names of the photos whose upload failed and are still in the field. */
  failed: string[];
}

/**
 * The photo uploads of one form, as its photo fields report them: "Simpan" waits for those in flight
 * and refuses while a failed one is still in a field (only finished uploads are in the form's values).
 */
export class UploadWatch {
  private readonly fields = new Map<string, FieldUploads>();
  private readonly listeners = new Set<() => void>();

  report(key: string, state: FieldUploads | undefined): void {
    if (state) this.fields.set(key, state);
    else this.fields.delete(key);
    for (const listener of [...this.listeners]) listener();
  }

  get uploading(): number {
    let count = 0;
    for (const state of this.fields.values()) count += state.uploading;
    return count;
  }

  get failed(): string[] {
    return [...this.fields.values()].flatMap((state) => state.failed);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Resolves once no upload is in flight. */
  settled(): Promise<void> {
    if (this.uploading === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const stop = this.subscribe(() => {
        if (this.uploading > 0) return;
        stop();
        resolve();
      });
    });
  }
}

export const UploadWatchContext = createContext<UploadWatch | null>(null);
