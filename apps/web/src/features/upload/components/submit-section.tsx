import { LIMITS } from '@paddock/contract';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/icons/common-icons';
import type { ProgressStore, UploadProgress } from '../lib/progress';
import { FormSection } from './form-section';
import { UploadProgressPanel } from './upload-progress';

interface SubmitSectionProps {
  progressRef: RefObject<HTMLDivElement | null>;
  store: ProgressStore;
  phase: UploadProgress['phase'];
  onCancel: () => void;
  /** Where the page goes once the livery is uploaded, or null before. */
  redirect: string | null;
  busy: boolean;
  locked: boolean;
}

/** Step 5 of the upload form: what happens on send, the progress, the submit button, then the way to the livery. */
export function SubmitSection({ progressRef, store, phase, onCancel, redirect, busy, locked }: SubmitSectionProps) {
  return (
    <FormSection id="section-submit" step={6} title="Submit" className="mt-6">
      <div ref={progressRef} className="grid scroll-mt-24 gap-5 [&>*]:min-w-0">
        {phase === 'idle' && (
          <p className="text-sm leading-relaxed text-ink-400">
            Your screenshots are converted to WebP and your two TGAs zipped right here in the browser, then everything
            is sent in one go. Big liveries take a little while; you can cancel at any point.
          </p>
        )}
        <UploadProgressPanel store={store} onCancel={onCancel} />
        {redirect && (
          <p className="text-sm text-ink-300" role="status">
            Taking you to your livery…{' '}
            <Link to={redirect} className="font-semibold text-race-300 underline-offset-4 hover:underline">
              Go now
            </Link>
          </p>
        )}
        {!redirect && (
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" size="lg" disabled={locked} className="min-w-48">
              <UploadIcon />
              {busy ? 'Uploading…' : 'Upload Livery'}
            </Button>
            <p className="text-xs text-ink-500">
              Up to {LIMITS.screenshotsMax} screenshots · livery zip up to{' '}
              {Math.round(LIMITS.liveryZipBytesMax / (1024 * 1024))} MB
            </p>
          </div>
        )}
      </div>
    </FormSection>
  );
}
