import { useEffect, useRef, useState, type DragEvent } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Switch, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Course, CourseNode } from '@campus/contracts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { EmptyState } from '../../../../ui/EmptyState';
import { FormSection } from '../../../../ui/layout/FormSection';
import { IconArrowsExchange, IconPlus, IconSitemap } from '../../../../ui/icons';
import { treeCalls } from '../api/coursesApi';
import { dropTarget, lastIdIn, movesOf, positionOf, type MoveTarget } from '../forms/courseTree';
import { useTreeChange, type TreeChange } from '../hooks/useTreeChange';
import { AddNodeDialog, EditNodeDialog, type NewNode } from './NodeDialogs';
import classes from './ModulesStep.module.css';

const T = 'courseBuilding';
const DRAG_TYPE = 'application/x-campus-course-node';

/**
 * The edit wizard's modules step (02 §3 Content tree, §7 the tree calls): the draft content tree
 * of modules, groups and notes. Each change is its own call, saved at once: add, rename, required
 * on or off, remove, and moving by drag and drop or by each node's actions menu (move up, down,
 * into the group above, out of its group), said in a live region for screen readers.
 */
export function ModulesStep({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const change = useTreeChange(course.id, setSaid);
  const calls = treeCalls(course);
  const [adding, setAdding] = useState<NewNode['kind'] | null>(null);
  const [editing, setEditing] = useState<CourseNode | null>(null);
  const [removing, setRemoving] = useState<CourseNode | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const tree = course.contentTree;

  // After a move, the moved node's actions button takes the focus again (its row may be new).
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    document.querySelector<HTMLElement>(`[data-node-actions="${CSS.escape(id)}"]`)?.focus();
  }, [course]);

  const run = (next: TreeChange, close?: () => void) => change.mutate(next, { onSuccess: () => close?.() });

  const move = (node: CourseNode, target: MoveTarget) =>
    run({
      run: () => calls.move(node.id, target.inGroup, target.previousId),
      announce: (moved) => {
        const place = positionOf(moved.contentTree, node.id);
        if (!place) return null;
        const values = { name: node.name, position: place.position, of: place.of, group: target.group?.name ?? '' };
        if (target.kind === 'into') return t(`${T}.movedInto`, values);
        if (target.kind === 'outOf') return t(`${T}.movedOutOf`, values);
        return t(`${T}.moved`, values);
      },
      after: () => {
        focusAfter.current = node.id;
      },
    });

  const add = (node: NewNode) => {
    const place = { inGroup: node.inGroup, previousId: lastIdIn(tree, node.inGroup) };
    if (node.kind === 'module') {
      const { moduleId, name, required } = node;
      run(
        { run: () => calls.addModule({ moduleId, name, required, ...place }), success: t(`${T}.toasts.moduleAdded`) },
        () => setAdding(null),
      );
    } else if (node.kind === 'group') {
      run({ run: () => calls.addGroup({ name: node.name, ...place }), success: t(`${T}.toasts.sectionAdded`) }, () =>
        setAdding(null),
      );
    } else {
      run(
        { run: () => calls.addNote({ description: node.description, ...place }), success: t(`${T}.toasts.noteAdded`) },
        () => setAdding(null),
      );
    }
  };

  const save = (node: CourseNode, value: string) => {
    const close = () => setEditing(null);
    if (node.type === 'note') {
      run({ run: () => calls.rewriteNote(node.id, value), success: t(`${T}.toasts.noteUpdated`) }, close);
    } else if (node.type === 'group') {
      run({ run: () => calls.renameGroup(node.id, value), success: t(`${T}.toasts.sectionUpdated`) }, close);
    } else {
      run({ run: () => calls.renameModule(node.id, value), success: t(`${T}.toasts.moduleUpdated`) }, close);
    }
  };

  const drop = (event: DragEvent, target: CourseNode, inside: boolean) => {
    event.preventDefault();
    event.stopPropagation();
    const id = event.dataTransfer.getData(DRAG_TYPE) || dragged;
    setDragged(null);
    if (!id) return;
    const node = findNode(tree, id);
    const where = dropTarget(tree, id, target.id, inside);
    if (node && where) move(node, where);
  };

  const renderNodes = (nodes: readonly CourseNode[], depth: number) => (
    <ol className={classes.list} data-depth={depth}>
      {nodes.map((node) => {
        const moves = movesOf(tree, node.id);
        return (
          <li key={node.id} className={classes.item}>
            <Paper
              withBorder
              p="xs"
              radius="sm"
              className={classes.node}
              data-dragging={dragged === node.id || undefined}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => drop(event, node, false)}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Group gap="xs" wrap="nowrap" miw={0} align="flex-start">
                  <span
                    className={classes.handle}
                    draggable
                    aria-hidden
                    title={t(`${T}.dragHandle`, { name: node.name })}
                    onDragStart={(event) => {
                      event.dataTransfer.setData(DRAG_TYPE, node.id);
                      event.dataTransfer.effectAllowed = 'move';
                      setDragged(node.id);
                    }}
                    onDragEnd={() => setDragged(null)}
                  >
                    <IconArrowsExchange size={16} stroke={1.6} />
                  </span>
                  <Stack gap={2} miw={0}>
                    <Group gap={6} wrap="wrap">
                      <Badge variant="light" color={BADGE_COLOURS[node.type]} tt="none" radius="sm">
                        {t(`${T}.nodeTypes.${node.type}`)}
                      </Badge>
                      <Text size="sm" fw={node.type === 'note' ? 400 : 600} className={classes.name}>
                        {node.name}
                      </Text>
                    </Group>
                  </Stack>
                </Group>
                <Group gap="xs" wrap="nowrap">
                  {node.type === 'module' && (
                    <Switch
                      size="sm"
                      label={t(`${T}.required`)}
                      aria-label={t(`${T}.requiredOf`, { name: node.name })}
                      checked={node.required !== false}
                      disabled={change.isPending}
                      onChange={(event) => {
                        const required = event.currentTarget.checked;
                        run({
                          run: () => calls.setRequired(node.id, required),
                          success: t(`${T}.toasts.moduleUpdated`),
                        });
                      }}
                    />
                  )}
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t(`${T}.actionsOf`, { name: node.name })}
                        data-node-actions={node.id}
                      >
                        <span aria-hidden className={classes.dots}>
                          ⋯
                        </span>
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item disabled={!moves.up} onClick={() => moves.up && move(node, moves.up)}>
                        {t(`${T}.moveUp`)}
                      </Menu.Item>
                      <Menu.Item disabled={!moves.down} onClick={() => moves.down && move(node, moves.down)}>
                        {t(`${T}.moveDown`)}
                      </Menu.Item>
                      {moves.into && (
                        <Menu.Item onClick={() => moves.into && move(node, moves.into)}>
                          {t(`${T}.moveInto`, { group: moves.into.group?.name ?? '' })}
                        </Menu.Item>
                      )}
                      {moves.outOf && (
                        <Menu.Item onClick={() => moves.outOf && move(node, moves.outOf)}>
                          {t(`${T}.moveOutOf`, { group: moves.outOf.group?.name ?? '' })}
                        </Menu.Item>
                      )}
                      <Menu.Divider />
                      <Menu.Item onClick={() => setEditing(node)}>
                        {node.type === 'note' ? t(`${T}.editNote`) : t(`${T}.rename`)}
                      </Menu.Item>
                      <Menu.Item color="red" onClick={() => setRemoving(node)}>
                        {t(`${T}.remove`)}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Group>
              </Group>
            </Paper>
            {node.type === 'group' && (
              <Box className={classes.children}>
                <div
                  className={classes.dropInside}
                  data-active={dragged !== null && dragged !== node.id ? true : undefined}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => drop(event, node, true)}
                >
                  <Text size="xs" c="dimmed">
                    {(node.nodes ?? []).length === 0
                      ? t(`${T}.emptyGroup`)
                      : dragged
                        ? t(`${T}.dropInside`, { group: node.name })
                        : null}
                  </Text>
                </div>
                {(node.nodes ?? []).length > 0 && renderNodes(node.nodes ?? [], depth + 1)}
              </Box>
            )}
          </li>
        );
      })}
    </ol>
  );

  return (
    <FormSection title={t(`${T}.steps.modules`)} titleId="course-step-title" description={t(`${T}.modulesHelp`)}>
      <Stack gap="md">
        <VisuallyHidden role="status" aria-live="polite" aria-atomic>
          {said}
        </VisuallyHidden>
        {tree.length === 0 ? (
          <EmptyState
            icon={IconSitemap}
            title={t(`${T}.emptyTreeTitle`)}
            description={t(`${T}.emptyTreeBody`)}
            headingOrder={3}
          />
        ) : (
          <div role="group" aria-label={t(`${T}.contentLabel`)}>
            {renderNodes(tree, 0)}
          </div>
        )}
        <Group gap="sm" wrap="wrap">
          {(['module', 'group', 'note'] as const).map((kind) => (
            <Button
              key={kind}
              variant="default"
              leftSection={<IconPlus size={16} stroke={1.8} aria-hidden />}
              onClick={() => setAdding(kind)}
            >
              {t(`${T}.${ADD_LABELS[kind]}`)}
            </Button>
          ))}
        </Group>
      </Stack>
      <AddNodeDialog kind={adding} tree={tree} busy={change.isPending} onClose={() => setAdding(null)} onAdd={add} />
      <EditNodeDialog node={editing} busy={change.isPending} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDialog
        opened={removing !== null}
        title={removing ? t(`${T}.removeTitle`, { name: removing.name }) : ''}
        confirmLabel={t(`${T}.remove`)}
        cancelLabel={t(`${T}.cancel`)}
        danger
        busy={change.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const node = removing;
          if (!node) return;
          run(
            {
              run: () => calls.remove(node.id),
              announce: () => t(`${T}.removed`, { name: node.name }),
              success: t(`${T}.removed`, { name: node.name }),
            },
            () => setRemoving(null),
          );
        }}
      >
        {removing?.type === 'group' ? t(`${T}.removeGroupBody`) : t(`${T}.removeBody`)}
      </ConfirmDialog>
    </FormSection>
  );
}

const ADD_LABELS = { module: 'addModule', group: 'addGroup', note: 'addNote' } as const;
const BADGE_COLOURS = { module: 'blue', group: 'grape', note: 'gray' } as const;

function findNode(tree: readonly CourseNode[], id: string): CourseNode | null {
  for (const node of tree) {
    if (node.id === id) return node;
    const inner = findNode(node.nodes ?? [], id);
    if (inner) return inner;
  }
  return null;
}
