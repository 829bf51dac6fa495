import type { ApiCaller } from '@casino/shared/api/api-caller';
import { describe, expect, it, vi } from 'vitest';
import { exportRoundHistory } from './history-export.ts';

const view = (status: string) => ({
  id: 'x1',
  status,
  rows: status === 'ready' ? 3 : null,
  created_at: '',
  completed_at: null,
});

describe('exportRoundHistory', () => {
  it('starts the export and asks until it is ready', async () => {
    const answers = [view('pending'), view('pending'), view('ready')];
    const api = vi.fn(async (name: string) =>
      name === 'createhistoryexportrequest' ? view('pending') : answers.shift(),
    );
    const wait = vi.fn(async () => undefined);
    const result = await exportRoundHistory(api as unknown as ApiCaller, { wait });
    expect(result).toMatchObject({ id: 'x1', status: 'ready', rows: 3 });
    expect(api.mock.calls.map(([name]) => name)).toEqual([
      'createhistoryexportrequest',
      'gethistoryexportrequest',
      'gethistoryexportrequest',
      'gethistoryexportrequest',
    ]);
    expect(api).toHaveBeenLastCalledWith('gethistoryexportrequest', { id: 'x1' });
  });

  it('stops at a failure, and after the attempts while it is still pending', async () => {
    const failing = vi.fn(async (name: string) =>
      view(name === 'createhistoryexportrequest' ? 'pending' : 'failed'),
    );
    const wait = async () => undefined;
    expect((await exportRoundHistory(failing as unknown as ApiCaller, { wait })).status).toBe('failed');
    const slow = vi.fn(async () => view('pending'));
    expect((await exportRoundHistory(slow as unknown as ApiCaller, { wait, attempts: 2 })).status).toBe(
      'pending',
    );
    expect(slow).toHaveBeenCalledTimes(3);
  });
});
