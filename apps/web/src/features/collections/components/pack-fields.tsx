import { COLLECTION_LIMITS } from '@paddock/contract';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/form/form-controls';
import { AlertIcon } from '@/components/ui/icons/auth-icons';
import { COLLECTION_UI } from '../lib/messages';
import type { PackField, PackGrid } from '../lib/use-pack-grid';

/**
 * One row of the owner's league-pack grid: car number and driver or team, edited in place. Enter or
 * the row's Save sends this row alone; the grid's Save all sends every changed row at once. The car
 * number has no length cap in the input: `1000` must reach the check and be refused, not cut to `100`.
 */
export function PackFields({ liveryId, title, grid }: { liveryId: number; title: string; grid: PackGrid }) {
  const draft = grid.draftOf(liveryId);
  const errors = grid.errorsOf(liveryId);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    grid.saveRow(liveryId);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-2"
      aria-label={`${COLLECTION_UI.leaguePack}: ${title}`}
    >
      <Field
        id={`${id}-number`}
        field="carNumber"
        label={COLLECTION_UI.carNumber}
        className="w-24"
        value={draft.carNumber}
        error={errors.carNumber}
        onChange={(value) => grid.setField(liveryId, 'carNumber', value)}
        inputMode="numeric"
      />
      <Field
        id={`${id}-team`}
        field="driverOrTeam"
        label={COLLECTION_UI.driverOrTeam}
        className="min-w-40 flex-1 sm:w-44 sm:flex-none"
        value={draft.driverOrTeam}
        error={errors.driverOrTeam}
        onChange={(value) => grid.setField(liveryId, 'driverOrTeam', value)}
        maxLength={COLLECTION_LIMITS.driverOrTeamMax}
      />
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        className="mt-5"
        disabled={grid.busy}
        aria-label={COLLECTION_UI.saveRow(title)}
      >
        {COLLECTION_UI.save}
      </Button>
      {/* Full width under the fields, adding nothing to the form's width: the row's title keeps its room. */}
      {(errors.carNumber || errors.driverOrTeam) && (
        <div className="basis-full space-y-1 [contain:inline-size]">
          <FieldError id={`${id}-number-error`} message={errors.carNumber} />
          <FieldError id={`${id}-team-error`} message={errors.driverOrTeam} />
        </div>
      )}
    </form>
  );
}

interface FieldProps {
  id: string;
  field: PackField;
  label: string;
  className: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputMode?: 'numeric';
  maxLength?: number;
}

function Field({ id, field, label, className, value, error, onChange, inputMode, maxLength }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-300">
        {label}
      </label>
      <input
        id={id}
        name={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClasses(Boolean(error), 'h-9')}
      />
    </div>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-race-300">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
