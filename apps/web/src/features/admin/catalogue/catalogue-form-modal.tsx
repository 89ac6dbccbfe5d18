import {
  type CarClass,
  CarModelAliasesSchema,
  DEFAULT_INSTALL_FOLDER,
  InstallFolderSchema,
  MESSAGES,
} from '@paddock/contract';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/ui/form/form-controls';
import { serverMessage } from '@/lib/error-messages';
import { FormModal, ItemOptions, SelectField } from '../components/form-modal';
import { useSaveCatalogueItem } from './catalogue-api';
import type { CatalogueKind } from './catalogue-kinds';

type Item = { id: number; name: string; carClassId?: number; installFolder?: string; aliases?: readonly string[] };

/** The nicknames typed as one comma-separated line: each trimmed, blanks between commas skipped. */
const aliasesOfText = (text: string) =>
  text
    .split(',')
    .map((alias) => alias.trim())
    .filter((alias) => alias !== '');

interface CatalogueFormModalProps<T extends Item> {
  kind: CatalogueKind<T>;
  /** The item to edit, 'new' to add one, null when closed. */
  target: T | 'new' | null;
  onClose: () => void;
  /** Given for car models: the class select, which is then required, and the install folder. */
  classes?: readonly CarClass[];
}

/**
 * Add or edit a class, model or tag: a trimmed, required name (and for models a class, the install
 * folder and the nicknames search knows the model by, each checked by the contract's schema; an
 * empty folder means UserData/Liveries).
 */
export function CatalogueFormModal<T extends Item>({ kind, target, onClose, classes }: CatalogueFormModalProps<T>) {
  const [name, setName] = useState('');
  const [classId, setClassId] = useState('');
  const [installFolder, setInstallFolder] = useState('');
  const [aliases, setAliases] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCatalogueItem(kind);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setName(editing?.name ?? '');
    setClassId(editing?.carClassId ? String(editing.carClassId) : '');
    setInstallFolder(editing?.installFolder ?? '');
    setAliases(editing?.aliases?.join(', ') ?? '');
    setError(null);
  }, [target, editing]);

  const submit = () => {
    if (!name.trim()) return setError(kind.messages.nameRequired);
    if (classes && !classId) return setError(MESSAGES.catalogue.modelClassRequired);
    const folder = classes && installFolder.trim() ? InstallFolderSchema.safeParse(installFolder) : null;
    if (folder && !folder.success) return setError(folder.error.issues[0]?.message ?? null);
    const nicknames = classes ? CarModelAliasesSchema.safeParse(aliasesOfText(aliases)) : null;
    if (nicknames && !nicknames.success) return setError(nicknames.error.issues[0]?.message ?? null);
    setError(null);
    const input = {
      name: name.trim(),
      ...(classes ? { carClassId: Number(classId) } : {}),
      ...(folder?.success ? { installFolder: folder.data } : {}),
      // An edit that empties the field means the default, not "keep the old folder".
      ...(classes && editing && !folder ? { installFolder: DEFAULT_INSTALL_FOLDER } : {}),
      // An edit always sends the list (an emptied field removes them all); a new model, only when it has some.
      ...(nicknames?.success && (editing || nicknames.data.length > 0) ? { aliases: nicknames.data } : {}),
    };
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          toast.success(editing ? kind.messages.updated : kind.messages.created);
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, kind.messages.saveFailed)),
      },
    );
  };

  return (
    <FormModal
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit ${kind.title}` : `Add ${kind.title}`}
      onSubmit={submit}
      submitLabel={editing ? 'Save Changes' : `Add ${kind.title}`}
      pendingLabel="Saving..."
      pending={save.isPending}
      error={error}
      submitDisabled={!name.trim()}
    >
      <TextField
        label={kind.nameLabel}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={kind.messages.namePlaceholder}
        autoComplete="off"
      />
      {classes && (
        <SelectField label="Car Class" value={classId} onChange={(e) => setClassId(e.target.value)}>
          <ItemOptions blank="Choose a class" items={classes} />
        </SelectField>
      )}
      {classes && (
        <TextField
          label="Install Folder"
          value={installFolder}
          onChange={(e) => setInstallFolder(e.target.value)}
          placeholder={DEFAULT_INSTALL_FOLDER}
          hint="Where the game reads this car's custom livery, relative to the game folder. Empty: UserData/Liveries."
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {classes && (
        <TextField
          label="Nicknames (search aliases)"
          value={aliases}
          onChange={(e) => setAliases(e.target.value)}
          hint="Players can find this model's liveries by these names, e.g. Vette. Separate them with commas."
        />
      )}
    </FormModal>
  );
}
