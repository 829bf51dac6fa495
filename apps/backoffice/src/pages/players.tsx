import type { PlayerSummary } from '@casino/shared/backoffice/backoffice.contract';
import { type FormEvent, useState } from 'react';
import { call, errorText } from '../api.ts';
import { dateTime } from '../format.ts';
import { navigate, playerPath } from '../navigation.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';

export function PlayersPage() {
  const [players, setPlayers] = useState<PlayerSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      setPlayers(
        await call('players.search', { query: String(new FormData(event.currentTarget).get('query')) }),
      );
    } catch (problem) {
      setError(errorText(problem));
    }
  }

  return (
    <>
      <h1>Players</h1>
      <search>
        <form className="inline-form" onSubmit={search}>
          <Field label="Id, e-mail, phone, login or name" name="query" required />
          <button type="submit" className="primary">
            Search
          </button>
        </form>
      </search>
      <Notice kind="error">{error}</Notice>
      {players && (
        <table>
          <caption>{players.length === 0 ? 'No player matches.' : `${players.length} found`}</caption>
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">E-mail</th>
              <th scope="col">Phone</th>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Registered</th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.id}>
                <td>
                  <a
                    href={playerPath(player.id)}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(playerPath(player.id));
                    }}
                  >
                    {player.id}
                  </a>
                </td>
                <td>{player.email ?? '—'}</td>
                <td>{player.phone ?? '—'}</td>
                <td>{player.name ?? player.login}</td>
                <td>
                  <span className={`badge badge-${player.status}`}>{player.status}</span>
                </td>
                <td>{dateTime(player.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
