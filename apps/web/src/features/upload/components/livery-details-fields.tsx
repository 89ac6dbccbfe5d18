import { LIMITS } from '@paddock/contract';
import { useFormContext } from 'react-hook-form';
import { FieldError, FieldHint, FieldLabel, flatInputClasses } from '@/components/ui/form/field';
import { Select } from '@/components/ui/select';
import type { LiveryFieldsValues } from '../lib/form-values';
import type { LiveryFormData } from '../use-form-data';

/** The shared Select takes its class on a wrapper: the red border goes on the select inside. */
const INVALID_SELECT = '[&>select]:border-race-500';

interface LiveryDetailsFieldsProps {
  data: LiveryFormData;
  disabled?: boolean;
}

/** Title, car class, car model (reloaded per class) and description: section 1 of upload and edit. */
export function LiveryDetailsFields({ data, disabled }: LiveryDetailsFieldsProps) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<LiveryFieldsValues>();
  const title = watch('title') ?? '';
  const description = watch('description') ?? '';
  const carClassId = watch('carClassId');
  const { classes, models } = data;

  const modelPlaceholder = !carClassId
    ? 'Select a car class first'
    : models.isPending
      ? 'Loading models…'
      : models.isError
        ? 'Models could not be loaded'
        : 'Select a car model';

  const describedBy = (name: keyof LiveryFieldsValues, hint?: string) => (errors[name] ? `${name}-error` : hint);

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <FieldLabel htmlFor="title" required aside={`${title.length} / ${LIMITS.titleMax}`}>
          Livery title
        </FieldLabel>
        <input
          id="title"
          type="text"
          autoComplete="off"
          maxLength={LIMITS.titleMax}
          placeholder="e.g. Gulf Heritage 963"
          disabled={disabled}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy('title')}
          className={flatInputClasses('text-sm h-11 text-base')}
          {...register('title')}
        />
        <FieldError id="title-error" message={errors.title?.message} />
      </div>

      <div>
        <FieldLabel htmlFor="carClassId" required>
          Car class
        </FieldLabel>
        <Select
          id="carClassId"
          className={errors.carClassId ? INVALID_SELECT : undefined}
          disabled={disabled || classes.isPending || classes.isError}
          aria-invalid={errors.carClassId ? true : undefined}
          aria-describedby={describedBy('carClassId')}
          {...register('carClassId', {
            // A new class means a new list of models: the old choice no longer applies (spec §4).
            onChange: () => setValue('carModelId', ''),
          })}
        >
          <option value="">{classes.isPending ? 'Loading classes…' : 'Select a car class'}</option>
          {classes.data?.map((carClass) => (
            <option key={carClass.id} value={String(carClass.id)}>
              {carClass.name}
            </option>
          ))}
        </Select>
        <FieldError id="carClassId-error" message={errors.carClassId?.message} />
      </div>

      <div>
        <FieldLabel htmlFor="carModelId" required>
          Car model
        </FieldLabel>
        <Select
          id="carModelId"
          className={errors.carModelId ? INVALID_SELECT : undefined}
          disabled={disabled || !carClassId || models.isPending || models.isError}
          aria-invalid={errors.carModelId ? true : undefined}
          aria-describedby={describedBy('carModelId')}
          {...register('carModelId')}
        >
          <option value="">{modelPlaceholder}</option>
          {carClassId &&
            models.data?.map((model) => (
              <option key={model.id} value={String(model.id)}>
                {model.name}
              </option>
            ))}
        </Select>
        <FieldError id="carModelId-error" message={errors.carModelId?.message} />
      </div>

      <div className="sm:col-span-2">
        <FieldLabel
          htmlFor="description"
          aside={`${description.length.toLocaleString('en')} / ${LIMITS.descriptionMax.toLocaleString('en')}`}
        >
          Description
        </FieldLabel>
        <textarea
          id="description"
          rows={5}
          maxLength={LIMITS.descriptionMax}
          placeholder="The story behind the design, sponsors, the car number, which team it fits…"
          disabled={disabled}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description', 'description-hint')}
          className={flatInputClasses('text-sm min-h-32 resize-y py-2.5 leading-relaxed')}
          {...register('description')}
        />
        {errors.description ? (
          <FieldError id="description-error" message={errors.description.message} />
        ) : (
          <FieldHint id="description-hint">Optional. Line breaks are kept.</FieldHint>
        )}
      </div>
    </div>
  );
}
