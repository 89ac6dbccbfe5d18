import type { TextureMatch } from '@paddock/contract';
import { useEffect, useState } from 'react';
import { useTextureMatchesQuery } from './api/find-texture-matches';
import { hashInWorker } from './workers/run-texture-hash';

export type TextureMatchesState =
  | { status: 'idle' }
  | { status: 'checking' }
  /** Nearest first; empty when the texture is close to no other member's livery. */
  | { status: 'ready'; matches: TextureMatch[] }
  /** The hash or the lookup failed: the upload goes on as before (the server's job still checks). */
  | { status: 'failed' };

/**
 * Issue 36 point 3, before publishing: fingerprints the chosen customskin.tga in a worker (the
 * contract's code, so the server's hash) and asks the server which other members' liveries it is
 * a near copy of. Nothing is uploaded for it: only the 16 hex digits leave the browser. For a new
 * version, `liveryId` names the livery, so the answer leaves out what would not open a case for it.
 */
export function useTextureMatches(file: Blob | null, liveryId?: number): TextureMatchesState {
  const [hash, setHash] = useState<{ file: Blob; value: string | null } | null>(null);

  useEffect(() => {
    if (!file) return;
    const job = hashInWorker(file);
    let current = true;
    job.result.then(
      (result) => current && setHash({ file, value: result.hash }),
      () => current && setHash({ file, value: null }),
    );
    return () => {
      current = false;
      job.stop();
    };
  }, [file]);

  // A hash of an earlier file is not this one's.
  const own = hash && hash.file === file ? hash : null;
  const query = useTextureMatchesQuery(file && own?.value ? own.value : null, liveryId);
  if (!file) return { status: 'idle' };
  if (!own || (own.value !== null && query.isPending)) return { status: 'checking' };
  if (own.value === null || query.isError) return { status: 'failed' };
  return { status: 'ready', matches: query.data?.matches ?? [] };
}

/**
 * The closest match of the texture now chosen, and `declared` if it names that match: a "based
 * on" declared from the warning counts for the texture it was made on, not for one picked since.
 */
export function closestMatch<D extends { liveryId: number }>(
  state: TextureMatchesState,
  declared: D | null,
): { closest: TextureMatch | undefined; declared: D | null } {
  const closest = state.status === 'ready' ? state.matches[0] : undefined;
  return { closest, declared: declared && declared.liveryId === closest?.liveryId ? declared : null };
}
