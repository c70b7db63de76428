/** The state /security receives when the guard sends an account that keeps the default password. */
export interface SecurityRouteState {
  defaultPassword?: boolean;
}
