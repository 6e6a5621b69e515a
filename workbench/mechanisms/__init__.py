"""Domain layer: mechanisms (row-stochastic kernels) and privacy measures, shared by every
paper's proofs. Exact (Fraction) where the inputs are rational."""
