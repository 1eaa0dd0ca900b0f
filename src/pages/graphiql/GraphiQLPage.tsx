export default function GraphiQLPage() {
  return (
    <main>
      <h1>GraphiQL</h1>
      <p>The developer console for the in-browser schema.</p>
    </main>
  );
}
