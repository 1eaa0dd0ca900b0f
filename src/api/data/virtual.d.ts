declare module 'virtual:campusnest/properties' {
  import type { PropertyRecord } from './model';
  const properties: PropertyRecord[];
  export default properties;
}
