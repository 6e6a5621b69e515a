"""Holohan, Leith and Mason, optimal (eps, delta) randomised response (IEEE TIFS 2017)."""
