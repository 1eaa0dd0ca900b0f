export default function PropertyPage() {
  return (
    <section>
      <h1>Property details</h1>
    </section>
  );
}
