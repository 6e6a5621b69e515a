# TRUSTED CODE -- command line: python -m workbench.kernel CERTIFICATE.json
import sys
from .check import main
sys.exit(main(sys.argv[1:]))
