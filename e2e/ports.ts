/** Ports of the servers the e2e run starts: the demo casino, and one with maintenance switched on. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const maintenancePort = e2ePort + 1;
