import { COLLECTION_LIMITS, type CollectionSummary, type CollectionVisibility } from '@paddock/contract';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '@/components/ui/form/form-controls';
import { serverMessage } from '@/lib/error-messages';
import { useCreateCollection } from '../api/create-collection';
import { useUpdateCollection } from '../api/update-collection';
import { COLLECTION_UI } from '../lib/messages';

interface CollectionFormProps {
  /** The collection to edit; none to create one. */
  collection?: CollectionSummary;
  onDone?: (saved: CollectionSummary) => void;
}

/** Name, description, visibility and league pack: creates a collection or saves one. */
export function CollectionForm({ collection, onDone }: CollectionFormProps) {
  const [name, setName] = useState(collection?.name ?? '');
  const [description, setDescription] = useState(collection?.description ?? '');
  const [visibility, setVisibility] = useState<CollectionVisibility>(collection?.visibility ?? 'private');
  const [isLeaguePack, setLeaguePack] = useState(collection?.isLeaguePack ?? false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const pending = create.isPending || update.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const input = { name, description: description || null, visibility, isLeaguePack };
    try {
      const saved = collection
        ? await update.mutateAsync({ id: collection.id, input })
        : await create.mutateAsync(input);
      toast.success(collection ? COLLECTION_UI.saved : COLLECTION_UI.created(saved.name));
      if (!collection) {
        setName('');
        setDescription('');
      }
      onDone?.(saved);
    } catch (e) {
      setError(serverMessage(e, COLLECTION_UI.loadFailed));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <TextField
        label={COLLECTION_UI.name}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={COLLECTION_LIMITS.nameMax}
        required
      />
      <TextAreaField
        label={COLLECTION_UI.description}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={COLLECTION_LIMITS.descriptionMax}
        rows={3}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink-200">{COLLECTION_UI.visibility}</legend>
        <div className="flex gap-5">
          {(['private', 'public'] as const).map((v) => (
            <label key={v} className="flex items-center gap-2 text-sm text-ink-100">
              <input
                type="radio"
                name="visibility"
                value={v}
                checked={visibility === v}
                onChange={() => setVisibility(v)}
                className="accent-race-500"
              />
              {v === 'public' ? COLLECTION_UI.public : COLLECTION_UI.private}
            </label>
          ))}
        </div>
        <p className="text-xs text-ink-400">{COLLECTION_UI.publicHint}</p>
      </fieldset>
      <label className="flex items-start gap-2.5 text-sm text-ink-100">
        <input
          type="checkbox"
          checked={isLeaguePack}
          onChange={(e) => setLeaguePack(e.target.checked)}
          className="mt-0.5 accent-race-500"
        />
        <span>
          <span className="font-semibold">{COLLECTION_UI.leaguePack}</span>
          <span className="block text-xs text-ink-400">{COLLECTION_UI.leaguePackHint}</span>
        </span>
      </label>
      <SubmitButton pending={pending} pendingLabel={collection ? COLLECTION_UI.saving : COLLECTION_UI.creating}>
        {collection ? COLLECTION_UI.save : COLLECTION_UI.create}
      </SubmitButton>
    </form>
  );
}
