export function HomePage() {
  return (
    <section>
      <h1>Find your student home</h1>
      <p>The home page: search by city or university, popular cities and features.</p>
    </section>
  );
}
