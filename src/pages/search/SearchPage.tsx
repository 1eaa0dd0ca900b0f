export default function SearchPage() {
  return (
    <section>
      <h1>All Properties</h1>
    </section>
  );
}
