# TRUSTED CODE -- command line: python -m workbench.kernel CERTIFICATE.json
import gc, sys
from .check import main
gc.disable()    # one check, then exit: no collector passes over the ~10^6 objects it builds (~15 % of the time)
sys.exit(main(sys.argv[1:]))
