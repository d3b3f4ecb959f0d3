import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Modal, NativeSelect, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseNode } from '@campus/contracts';
import { releasedModulesQuery } from '../api/coursesApi';
import { groupsOf } from '../forms/courseTree';

const T = 'courseBuilding';

/** What an add dialog asks: the module, group or note, and where it goes. */
export type NewNode =
  | { kind: 'module'; moduleId: string; name: string; required: boolean; inGroup: string | null }
  | { kind: 'group'; name: string; inGroup: string | null }
  | { kind: 'note'; description: string; inGroup: string | null };

/** A dialog's own form: its submit must not reach the wizard's form around the page (React events cross portals). */
const submitOnly = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  event.stopPropagation();
  run();
};

function PlaceSelect({
  tree,
  value,
  onChange,
}: {
  tree: readonly CourseNode[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const groups = groupsOf(tree);
  if (groups.length === 0) return null;
  return (
    <NativeSelect
      label={t(`${T}.addTo`)}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: t(`${T}.topLevel`) },
        ...groups.map(({ node, depth }) => ({
          value: node.id,
          label: `${'— '.repeat(depth)}${t(`${T}.inGroup`, { name: node.name })}`,
        })),
      ]}
    />
  );
}

/** Adds a module (a released SCORM module), a group or a note (02 §7 POST …/module, /group, /note). */
export function AddNodeDialog({
  kind,
  tree,
  busy,
  onClose,
  onAdd,
}: {
  kind: NewNode['kind'] | null;
  tree: readonly CourseNode[];
  busy: boolean;
  onClose: () => void;
  onAdd: (node: NewNode) => void;
}) {
  const { t } = useTranslation();
  const title = kind === 'module' ? t(`${T}.addModule`) : kind === 'group' ? t(`${T}.addGroup`) : t(`${T}.addNote`);
  return (
    <Modal opened={kind !== null} onClose={onClose} title={title} centered>
      {kind !== null && <AddNodeForm key={kind} kind={kind} tree={tree} busy={busy} onClose={onClose} onAdd={onAdd} />}
    </Modal>
  );
}

function AddNodeForm({
  kind,
  tree,
  busy,
  onClose,
  onAdd,
}: {
  kind: NewNode['kind'];
  tree: readonly CourseNode[];
  busy: boolean;
  onClose: () => void;
  onAdd: (node: NewNode) => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState('');
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [moduleId, setModuleId] = useState<string | null>(null);
  const [required, setRequired] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const modules = useQuery({ ...releasedModulesQuery(), enabled: kind === 'module', staleTime: 30_000 });
  const options = (modules.data?.data ?? []).map((module) => ({
    value: module.id,
    label: `${module.name} (${module.majorVersion ?? 1}.${module.minorVersion ?? 0})`,
    name: module.name,
  }));
  const inGroup = place === '' ? null : place;

  const submit = () => {
    if (kind === 'module') {
      if (!moduleId) return setError(t(`${T}.chooseModule`));
      const chosen = options.find((option) => option.value === moduleId);
      onAdd({ kind, moduleId, name: name.trim() || chosen?.name || '', required, inGroup });
    } else if (kind === 'group') {
      if (!name.trim()) return setError(t(`${T}.groupName`));
      onAdd({ kind, name: name.trim(), inGroup });
    } else {
      if (!text.trim()) return setError(t(`${T}.noteText`));
      onAdd({ kind, description: text, inGroup });
    }
  };

  return (
    <form onSubmit={submitOnly(submit)} noValidate>
      <Stack gap="md">
        {kind === 'module' && (
          <>
            <Select
              label={t(`${T}.chooseModule`)}
              placeholder={t(`${T}.chooseModulePlaceholder`)}
              data={options}
              value={moduleId}
              onChange={(value) => {
                setModuleId(value);
                setError(null);
              }}
              searchable
              nothingFoundMessage={t(`${T}.noModules`)}
              required
              error={error}
              data-autofocus
            />
            <TextInput
              label={t(`${T}.moduleName`)}
              description={t(`${T}.moduleNameHelp`)}
              value={name}
              maxLength={255}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <Checkbox
              label={t(`${T}.required`)}
              checked={required}
              onChange={(event) => setRequired(event.currentTarget.checked)}
            />
          </>
        )}
        {kind === 'group' && (
          <TextInput
            label={t(`${T}.groupName`)}
            value={name}
            maxLength={255}
            required
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
        )}
        {kind === 'note' && (
          <Textarea
            label={t(`${T}.noteText`)}
            description={t(`${T}.noteHelp`)}
            value={text}
            rows={4}
            maxLength={20_000}
            required
            error={error}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            data-autofocus
          />
        )}
        <PlaceSelect tree={tree} value={place} onChange={setPlace} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t(`${T}.cancel`)}
          </Button>
          <Button type="submit" loading={busy}>
            {kind === 'module' ? t(`${T}.addModule`) : kind === 'group' ? t(`${T}.addGroup`) : t(`${T}.addNote`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Renames a module or group, or rewrites a note. */
export function EditNodeDialog({
  node,
  busy,
  onClose,
  onSave,
}: {
  node: CourseNode | null;
  busy: boolean;
  onClose: () => void;
  onSave: (node: CourseNode, value: string) => void;
}) {
  const { t } = useTranslation();
  const title = node
    ? node.type === 'note'
      ? t(`${T}.editNoteOf`, { name: node.name })
      : t(`${T}.renameOf`, { name: node.name })
    : '';
  return (
    <Modal opened={node !== null} onClose={onClose} title={title} centered>
      {node && <EditNodeForm key={node.id} node={node} busy={busy} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function EditNodeForm({
  node,
  busy,
  onClose,
  onSave,
}: {
  node: CourseNode;
  busy: boolean;
  onClose: () => void;
  onSave: (node: CourseNode, value: string) => void;
}) {
  const { t } = useTranslation();
  const note = node.type === 'note';
  const [value, setValue] = useState(note ? (node.description ?? '') : node.name);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!value.trim()) return setError(note ? t(`${T}.noteText`) : t(`${T}.newName`));
    onSave(node, note ? value : value.trim());
  };
  return (
    <form onSubmit={submitOnly(submit)} noValidate>
      <Stack gap="md">
        {note ? (
          <Textarea
            label={t(`${T}.noteText`)}
            value={value}
            rows={4}
            maxLength={20_000}
            required
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
            data-autofocus
          />
        ) : (
          <TextInput
            label={t(`${T}.newName`)}
            value={value}
            maxLength={255}
            required
            error={error}
            onChange={(event) => setValue(event.currentTarget.value)}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t(`${T}.cancel`)}
          </Button>
          <Button type="submit" loading={busy}>
            {t(`${T}.saveChange`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
