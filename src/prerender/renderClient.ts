import { ApolloClient, type ObservableQuery, type OperationVariables } from '@apollo/client';

/**
 * Apollo Client for renders that must not ask anything (serverRender.tsx's one pass): it notes the
 * queries a render watches, so that afterwards it can tell whether its cache answered them all. A
 * render on the server never subscribes to them (effects do not run), so nothing fetches.
 */
export class RenderClient extends ApolloClient {
  private watched: Array<ObservableQuery> = [];

  override watchQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: ApolloClient.WatchQueryOptions<TData, TVariables>,
  ): ObservableQuery<TData, TVariables> {
    const query = super.watchQuery(options);
    // Unsubscribed, a query reads the cache afresh at every getCurrentResult, and masks and
    // compares the answer. The cache holds still for the whole render, so its first answer (the one
    // the render used) is the answer: takeUnanswered reads that rather than the cache again.
    const read = query.getCurrentResult.bind(query);
    let answer: ReturnType<typeof read> | undefined;
    query.getCurrentResult = () => (answer ??= read());
    this.watched.push(query as unknown as ObservableQuery);
    return query;
  }

  /** How many queries watched since the last call the cache could not answer (skipped ones aside); forgets them. */
  takeUnanswered(): number {
    const unanswered = this.watched.filter((query) => query.options.fetchPolicy !== 'standby' && query.getCurrentResult().loading).length;
    this.watched = [];
    return unanswered;
  }
}
