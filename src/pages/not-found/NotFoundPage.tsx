export default function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
    </section>
  );
}
