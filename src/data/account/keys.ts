export const authKeys = {
  all: ['auth'] as const,
  defaultLoginActive: () => [...authKeys.all, 'default-login-active'] as const,
};
