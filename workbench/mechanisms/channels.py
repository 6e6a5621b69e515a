"""Fixed channels T (paper 001, Section VI): M-PSK over AWGN with a nearest-neighbour detector.

T[i][j] = P(detect j | send i) is circulant, T[i][j] = p_{(j-i) mod M}, where p_k is the
probability that the received phase lies in the sector of width 2 pi / M around 2 pi k / M.
The phase of sqrt(Es) + complex Gaussian noise has the density (gamma = Es / N0)
    f(phi) = (1/2pi) [e^-gamma + sqrt(pi gamma) cos(phi) e^(-gamma sin^2 phi) (1 + erf(sqrt(gamma) cos phi))],
integrated here with arb's rigorous quadrature (python-flint), so every p_k is a ball that
contains the true value.
"""
from __future__ import annotations

from fractions import Fraction

from ..errors import InvalidArgument
from ..lazy import lazy
from .kernels import circulant

flint = lazy("flint")


def mpsk_sector_probabilities(M: int, snr_db, precision: int = 128) -> list[arb]:
    """[p_0, ..., p_{M-1}] as rigorous arb balls, for Es/N0 = 10^(snr_db/10)."""
    if M < 2:
        raise InvalidArgument(f"M-PSK needs M >= 2, got {M}")
    old = flint.ctx.prec
    flint.ctx.prec = precision
    try:
        gamma = flint.arb(10) ** (flint.arb(snr_db) / 10)
        root_pi_gamma, root_gamma = (flint.arb.pi() * gamma).sqrt(), gamma.sqrt()

        def density(phi, analytic):
            c, s = phi.cos(), phi.sin()
            return ((-gamma).exp() + root_pi_gamma * c * (-gamma * s * s).exp() * (1 + (root_gamma * c).erf())) \
                / (2 * flint.acb.pi())
        width = 2 * flint.arb.pi() / M
        out = []
        for k in range(M):
            centre = width * k
            out.append(flint.acb.integral(density, centre - width / 2, centre + width / 2).real)
        return out
    finally:
        flint.ctx.prec = old


def rational_channel(probabilities: list[arb], denominator: int = 10 ** 12) -> tuple[list, Fraction]:
    """A rational circulant stochastic T~ near T and a rigorous bound eta >= max |T~ - T|.

    Off-diagonal p_k are rounded to multiples of 1/denominator, symmetrised (p_k = p_{M-k}, true
    by the symmetry of the constellation), and p_0 takes the rest so rows sum to 1 exactly.
    """
    M = len(probabilities)
    rounded = [None] * M
    for k in range(1, M):
        mid = (probabilities[k] + probabilities[M - k]) / 2
        rounded[k] = Fraction(int((mid * denominator).mid().floor().unique_fmpz()), denominator)
    rounded[0] = 1 - sum(rounded[1:])
    eta = max(abs(rounded[k] - dyadic(probabilities[k].mid())) + dyadic(probabilities[k].rad()) for k in range(M))
    return circulant(rounded), eta


def dyadic(x: arb) -> Fraction:
    """The exact value of an arb midpoint or radius (a dyadic number m 2^e)."""
    mantissa, exponent = (int(v) for v in x.man_exp())
    return Fraction(mantissa) * (Fraction(2) ** exponent)
