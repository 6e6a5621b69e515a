"""One module per paper; claims in paper order, each tagged with its equation/theorem locus."""
