/** Operations of the storage-fault and fuzz tests beyond the shared ones in operations.ts. */
import { graphql } from '../../src/gql';

export const StorageStatus = graphql(`
  query TestStorageStatus {
    storageStatus { persistent }
  }
`);
