import { useState } from 'react';

export type CopyState = 'copied' | 'failed' | null;

/** Copies `text` on `copy()`; `state` says how it went until the text changes. */
export function useCopyText(text: string): { state: CopyState; copy: () => void } {
  const [copied, setCopied] = useState<{ text: string; state: CopyState }>({ text, state: null });
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setCopied({ text, state: 'copied' }),
      () => setCopied({ text, state: 'failed' }),
    );
  };
  return { state: copied.text === text ? copied.state : null, copy };
}
