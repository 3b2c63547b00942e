// The tenant isolation matrix with the seeded permissions, and the permission table inside one
// client (isolation-matrix-suite.ts).
import { describeIsolationMatrix } from "./isolation-matrix-suite.ts"

describeIsolationMatrix("seeded permissions")
