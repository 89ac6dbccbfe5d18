/**
 * What the app counts for the Prometheus endpoint (issue 33.7), as plain calls: modules and the
 * mailer count through this and never see prom-client (plugins/metrics-registry.ts). With metrics
 * off (neither METRICS_PORT nor METRICS_TOKEN set) every call is `NO_METRICS`'s no-op.
 */
export interface AppMetrics {
  /** A livery or a new version was published, storing `bytes` (its zip and re-encoded images). */
  countUpload(kind: 'livery' | 'version', bytes: number): void;
  /** A download link was handed out for a zip of `bytes` (every time, repeats a livery's count leaves out included). */
  countDownload(bytes: number): void;
  /** A try to send an e-mail failed (it waits for a retry, or has failed for good). */
  countMailFailure(): void;
  /** A background job's timer starts now, running it every `everyMs` (its lag is measured from here). */
  jobScheduled(job: string, everyMs: number): void;
  /** A run of a background job ended, well or not. */
  jobFinished(job: string, outcome: 'ok' | 'failed'): void;
}

export const NO_METRICS: AppMetrics = {
  countUpload() {},
  countDownload() {},
  countMailFailure() {},
  jobScheduled() {},
  jobFinished() {},
};
