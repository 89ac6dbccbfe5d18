import { CREDIT_LIMITS, CREDIT_TEXT } from '@paddock/contract';
import { clsx } from 'clsx';
import { useCallback, useId } from 'react';
import { FieldError, FieldHint, FieldLabel, flatInputClasses } from '@/components/ui/form/field';
import type { CreditErrors, CreditSource, CreditValues, OriginalChoice } from '../lib/credit-values';
import type { LiveryFormData } from '../use-form-data';
import { ChoiceChips } from './choice-chips';
import { FormSection } from './form-section';
import { OriginalPicker } from './original-picker';

const SOURCES: readonly CreditSource[] = ['none', 'paddock', 'outside'];
const SOURCE_LABELS: Record<CreditSource, string> = {
  none: CREDIT_TEXT.noneChoice,
  paddock: CREDIT_TEXT.paddockChoice,
  outside: CREDIT_TEXT.outsideChoice,
};

interface CreditSectionProps {
  step: number;
  data: Pick<LiveryFormData, 'credit' | 'setCredit' | 'setAllowDerivatives'>;
  /** Shown once the form was sent (or tried). */
  errors: CreditErrors;
  /** The livery edited, which cannot be its own original. */
  liveryId?: number;
  disabled?: boolean;
}

/** The switch "Allow others to base liveries on this one" (on by default). */
function AllowDerivativesSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-carbon-600 bg-carbon-900/60 p-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-semibold text-ink-50">
          {CREDIT_TEXT.allowLabel}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-ink-400">
          {CREDIT_TEXT.allowHint}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-signal-400 disabled:opacity-50',
          checked ? 'border-race-500 bg-race-500' : 'border-carbon-500 bg-carbon-700',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </button>
    </div>
  );
}

/**
 * Issue 36 §4, the upload's and the edit's Credit step: what the livery is based on (a Paddock
 * livery, picked by link or search, or an outside work's name and link), the permission note, and
 * whether others may base liveries on it.
 */
export function CreditSection({ step, data, errors, liveryId, disabled }: CreditSectionProps) {
  const { credit, setCredit, setAllowDerivatives } = data;
  const id = useId();
  const update = (patch: Partial<CreditValues>) => setCredit((current) => ({ ...current, ...patch }));
  const chooseOriginal = useCallback(
    (original: OriginalChoice | null) => setCredit((current) => ({ ...current, original })),
    [setCredit],
  );
  const fieldProps = (field: 'name' | 'url' | 'note') => ({
    id: `${id}-${field}`,
    disabled,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });

  return (
    <FormSection
      id="section-credit"
      step={step}
      title={CREDIT_TEXT.sectionTitle}
      optional
      lead={CREDIT_TEXT.sectionLead}
    >
      <div className="grid gap-5">
        <ChoiceChips
          name={`${id}-source`}
          legend={CREDIT_TEXT.basedOnLabel}
          options={SOURCES}
          value={credit.source}
          format={(v) => SOURCE_LABELS[v as CreditSource]}
          onChange={(v) => update({ source: v as CreditSource })}
          disabled={disabled}
        />

        {credit.source === 'paddock' && (
          <OriginalPicker
            value={credit.original}
            onChange={chooseOriginal}
            error={errors.original}
            excludeId={liveryId}
            disabled={disabled}
          />
        )}

        {credit.source === 'outside' && (
          <div className="grid gap-5 sm:grid-cols-2">
            <div>
              <FieldLabel htmlFor={`${id}-name`} required>
                {CREDIT_TEXT.nameLabel}
              </FieldLabel>
              <input
                type="text"
                autoComplete="off"
                maxLength={CREDIT_LIMITS.nameMax}
                value={credit.name}
                onChange={(event) => update({ name: event.target.value })}
                className={flatInputClasses('h-11 text-base sm:text-sm')}
                {...fieldProps('name')}
              />
              <FieldError id={`${id}-name-error`} message={errors.name} />
            </div>
            <div>
              <FieldLabel htmlFor={`${id}-url`} required>
                {CREDIT_TEXT.urlLabel}
              </FieldLabel>
              <input
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                maxLength={CREDIT_LIMITS.urlMax}
                value={credit.url}
                onChange={(event) => update({ url: event.target.value })}
                className={flatInputClasses('h-11 text-base sm:text-sm')}
                {...fieldProps('url')}
              />
              <FieldError id={`${id}-url-error`} message={errors.url} />
            </div>
          </div>
        )}

        {credit.source !== 'none' && (
          <div>
            <FieldLabel htmlFor={`${id}-note`} aside={`${credit.note.length} / ${CREDIT_LIMITS.noteMax}`}>
              {CREDIT_TEXT.noteLabel}
            </FieldLabel>
            <textarea
              rows={3}
              maxLength={CREDIT_LIMITS.noteMax}
              value={credit.note}
              onChange={(event) => update({ note: event.target.value })}
              className={flatInputClasses('min-h-20 resize-y py-2.5 text-base sm:text-sm')}
              {...fieldProps('note')}
            />
            {errors.note ? (
              <FieldError id={`${id}-note-error`} message={errors.note} />
            ) : (
              <FieldHint>{CREDIT_TEXT.noteHint}</FieldHint>
            )}
          </div>
        )}

        <AllowDerivativesSwitch checked={credit.allowDerivatives} onChange={setAllowDerivatives} disabled={disabled} />
      </div>
    </FormSection>
  );
}
