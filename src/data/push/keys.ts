export const pushKeys = {
  all: ['push'] as const,
  devices: () => [...pushKeys.all, 'devices'] as const,
  thisDevice: (scope: string) => [...pushKeys.all, 'this-device', scope] as const,
};
