// The tenant isolation matrix with every permission granted to the client's roles, so that
// tenancy, not a missing permission, is what stops each call (isolation-matrix-suite.ts).
import { describeIsolationMatrix } from "./isolation-matrix-suite.ts"

describeIsolationMatrix("every permission granted")
