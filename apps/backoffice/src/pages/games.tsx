import { type EditableGame, GAMES_PAGE_SIZE } from '@casino/shared/backoffice/backoffice.contract';
import { type FormEvent, Fragment, useState } from 'react';
import { call } from '../api.ts';
import { EditorActions } from '../ui/editor-parts.tsx';
import { Field, Select } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';
import { useEditing, usePublish } from '../ui/use-publish.ts';

type Category = { sysname: string; title: string };

/**
 * The game catalogue (decision 0046): find a game, show or hide it, set its place in the hall and in
 * each of its categories, preview what changes and publish; every process lists it so at once.
 */
export function GamesPage() {
  const [filter, setFilter] = useState({ query: '', category: '', offset: 0 });
  const { data, error, reload } = useLoad(
    () => call('content.games', filter),
    `games:${filter.query}:${filter.category}:${filter.offset}`,
  );
  const { editing, outcome, edit, switchTo, done } = useEditing<string>(reload);

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    edit(null);
    setFilter({
      query: String(form.get('query') ?? '').trim(),
      category: String(form.get('category') ?? ''),
      offset: 0,
    });
  }

  const page = (offset: number) => {
    switchTo(null);
    setFilter({ ...filter, offset });
  };
  const titleOf = (sysname: string) =>
    data?.categories.find((each) => each.sysname === sysname)?.title ?? sysname;

  return (
    <>
      <h1>Games</h1>
      <form className="inline-form" aria-label="Find games" onSubmit={search}>
        <Field label="Title or sysname" name="query" defaultValue={filter.query} maxLength={100} />
        <Select
          label="Category"
          name="category"
          defaultValue={filter.category}
          options={[
            { value: '', label: 'All games' },
            ...(data?.categories ?? []).map((each) => ({ value: each.sysname, label: each.title })),
          ]}
        />
        <button type="submit">Find</button>
      </form>
      <Notice kind="success">{outcome}</Notice>
      <Notice kind="error">{error}</Notice>
      {data && (
        <>
          <table>
            <caption>
              Games {data.total === 0 ? 0 : filter.offset + 1}–{filter.offset + data.games.length} of{' '}
              {data.total}, in the hall's order
            </caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Title</th>
                <th scope="col">Provider</th>
                <th scope="col">Shown</th>
                <th scope="col">Categories (place)</th>
                <th scope="col">Edit</th>
              </tr>
            </thead>
            <tbody>
              {data.games.map((game) => (
                <Fragment key={game.sysname}>
                  <tr>
                    <td>{game.position}</td>
                    <td>
                      {game.title} <span className="muted">{game.sysname}</span>
                    </td>
                    <td>{game.provider}</td>
                    <td>{game.is_active ? 'Shown' : 'Hidden'}</td>
                    <td>
                      {Object.entries(game.categories)
                        .map(([category, place]) => `${titleOf(category)} (${place})`)
                        .join(', ') || '—'}
                    </td>
                    <td>
                      <button
                        type="button"
                        aria-expanded={editing === game.sysname}
                        onClick={() => edit(game.sysname)}
                      >
                        Edit<span className="visually-hidden"> {game.title}</span>
                      </button>
                    </td>
                  </tr>
                  {editing === game.sysname && (
                    <tr>
                      <td colSpan={6}>
                        <GameEditor game={game} categories={data.categories} onDone={done} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
          <nav className="actions" aria-label="Pages of games">
            <button
              type="button"
              disabled={filter.offset === 0}
              onClick={() => page(filter.offset - GAMES_PAGE_SIZE)}
            >
              Previous
            </button>
            <button
              type="button"
              disabled={filter.offset + data.games.length >= data.total}
              onClick={() => page(filter.offset + GAMES_PAGE_SIZE)}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

/** What the publish will change, in words: the preview an editor checks before publishing. */
function changes(before: EditableGame, after: EditableGame, titleOf: (sysname: string) => string): string[] {
  const said: string[] = [];
  if (before.is_active !== after.is_active)
    said.push(after.is_active ? 'shown to players' : 'hidden from players');
  if (before.position !== after.position) said.push(`moves to place ${after.position} in the hall`);
  for (const [category, place] of Object.entries(after.categories)) {
    if (before.categories[category] === undefined) said.push(`joins ${titleOf(category)} at place ${place}`);
    else if (before.categories[category] !== place)
      said.push(`moves to place ${place} in ${titleOf(category)}`);
  }
  for (const category of Object.keys(before.categories)) {
    if (after.categories[category] === undefined) said.push(`leaves ${titleOf(category)}`);
  }
  return said;
}

function GameEditor({
  game,
  categories,
  onDone,
}: {
  game: EditableGame;
  categories: Category[];
  onDone: (published: string | null) => void;
}) {
  const [draft, setDraft] = useState(game);
  const { fieldErrors, problem, saving, publish } = usePublish();
  const titleOf = (sysname: string) => categories.find((each) => each.sysname === sysname)?.title ?? sysname;
  const preview = changes(game, draft, titleOf);

  function setPlace(category: string, place: number | null) {
    const next = { ...draft.categories };
    if (place === null) delete next[category];
    else next[category] = place;
    setDraft({ ...draft, categories: next });
  }

  return (
    <form
      className="content-form"
      onSubmit={(event) =>
        publish(
          event,
          () =>
            call('content.saveGame', {
              sysname: draft.sysname,
              is_active: draft.is_active ? '1' : '0',
              position: draft.position,
              categories: JSON.stringify(draft.categories),
            }),
          () => onDone(`${game.title}: ${preview.join(', ') || 'saved unchanged'}.`),
        )
      }
      aria-label={`Edit ${game.title}`}
    >
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={draft.is_active}
            onChange={(event) => setDraft({ ...draft, is_active: event.target.checked })}
          />{' '}
          Shown to players
        </label>
      </div>
      <Field
        label="Place in the hall"
        type="number"
        min={0}
        required
        value={draft.position}
        error={fieldErrors.position}
        hint="The game takes this place; the game that had it and those after it move one down."
        onChange={(event) => setDraft({ ...draft, position: Number(event.target.value) })}
      />
      <fieldset>
        <legend>Categories and the game's place in each</legend>
        {categories.map((category) => {
          const place = draft.categories[category.sysname];
          return (
            <div key={category.sysname} className="category-place">
              <label>
                <input
                  type="checkbox"
                  checked={place !== undefined}
                  onChange={(event) => setPlace(category.sysname, event.target.checked ? 1 : null)}
                />{' '}
                {category.title}
              </label>
              {place !== undefined && (
                <Field
                  label={`Place in ${category.title}`}
                  type="number"
                  min={1}
                  required
                  value={place}
                  onChange={(event) => setPlace(category.sysname, Number(event.target.value))}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <Notice kind="error">{problem}</Notice>
      <section className="game-preview" aria-label="Preview">
        <h2>Preview</h2>
        <p>{preview.length > 0 ? `${game.title} ${preview.join(', ')}.` : 'Nothing changed yet.'}</p>
      </section>
      <EditorActions saving={saving} onCancel={() => onDone(null)} />
    </form>
  );
}
