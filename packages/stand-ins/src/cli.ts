// Starts one stand-in from the command line, so a person can run the product against it and see
// what it sends: `npm run stand-ins -- <service> [port]`. Prints where it listens and the
// product settings that point at it; stops on Ctrl-C.
import { services } from "./services.ts"

async function main(args: string[]) {
  const [name, port = "0"] = args
  const start = name ? services[name] : undefined
  if (!start || !/^\d+$/.test(port)) {
    console.error(
      `Usage: npm run stand-ins -- <service> [port]\nServices: ${Object.keys(services).join(", ")}`
    )
    process.exit(2)
  }
  const started = await start(Number(port))
  console.log(started.lines.join("\n"))
  const stop = () => void started.stop().then(() => process.exit(0))
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

await main(process.argv.slice(2))
