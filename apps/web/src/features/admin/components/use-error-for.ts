import { useState } from 'react';

/** A dialog's error line that clears itself whenever the dialog is opened for another `target`. */
export function useErrorFor(target: unknown): [string | null, (error: string | null) => void] {
  const [error, setError] = useState<string | null>(null);
  const [errorFor, setErrorFor] = useState(target);
  if (errorFor !== target) {
    setErrorFor(target);
    setError(null);
  }
  return [error, setError];
}
