export default function LoginPage() {
  return (
    <section>
      <h1>Log in</h1>
    </section>
  );
}
