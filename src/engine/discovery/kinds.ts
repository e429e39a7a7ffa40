/** The kinds of infrastructure-as-code discovery tells apart (a leaf: every rule module names them). */
export type IacKind =
  | 'terraform'
  | 'bicep'
  | 'dockerfile'
  | 'helm'
  | 'kubernetes'
  | 'cloudformation'
  | 'arm'
  | 'included';
