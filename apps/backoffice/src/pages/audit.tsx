import { call } from '../api.ts';
import { dateTime } from '../format.ts';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

function json(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

export function AuditPage() {
  const { data, error } = useLoad(() => call('audit.list', {}), 'audit');
  return (
    <>
      <h1>Audit log</h1>
      <p className="hint">Every change made in the back-office, newest first. Nobody can edit it.</p>
      <Notice kind="error">{error}</Notice>
      {data && (
        <table className="audit">
          <caption>Latest {data.length} entries</caption>
          <thead>
            <tr>
              <th scope="col">At</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Reason</th>
              <th scope="col">Before → after</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.id}>
                <td>{dateTime(entry.at)}</td>
                <td>{entry.staff_email ?? 'command line'}</td>
                <td>{entry.action}</td>
                <td>{entry.target_type && `${entry.target_type} ${entry.target_id}`}</td>
                <td>{entry.reason ?? ''}</td>
                <td className="json">
                  {json(entry.before)} {entry.after !== null && '→'} {json(entry.after)}
                </td>
                <td>{entry.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
