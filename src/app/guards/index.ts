export {
  decideAdminArea,
  decideLoginPage,
  decidePanelAlias,
  decideUserArea,
  type GuardDecision,
  type Sessions,
} from './decisions';
export {
  adminAreaLoader,
  alwaysRevalidate,
  panelAliasLoader,
  panelLoginLoader,
  userAreaLoader,
  userLoginLoader,
} from './loaders';
