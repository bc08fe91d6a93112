/** Absolute base URLs of the four services the demo backend answers for (no trailing slash). */
export interface ServiceBases {
  main: string;
  payment: string;
  auth: string;
  upload: string;
}
