from workbench.kernel import polyproof
import proofs.structure_statement_proofs as s
import sys
for b in sys.argv[1:]:
    p=getattr(s,b)(); a=p.artefact()
    print(b, polyproof.check(a), p.registry_mismatch(a), len(a["goals"]))
