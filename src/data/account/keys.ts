export const authKeys = {
  all: ['auth'] as const,
  passwordChangeRequired: (userId: string) =>
    [...authKeys.all, 'password-change-required', userId] as const,
  staffRole: (userId: string) => [...authKeys.all, 'staff-role', userId] as const,
};
