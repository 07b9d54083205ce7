"""CPace over ristretto255 with SHA-512 (draft-irtf-cfrg-cpace, §"CPace group objects
G_Ristretto255"), written from the draft's text for the history pairing of Protocol.md §18, through
ctypes over the same libsodium as ristretto.py. Run it: it checks the draft's own test vector
(appendix "Test vector for CPace using group ristretto255 and hash SHA-512") and the pairing's
vector of Protocol.md §18.2, which the Swift `CPace` reproduces too (CPaceTests)."""
import ctypes
import hashlib
import hmac
import sys

import ristretto

DSI = b"CPaceRistretto255"
S_IN_BYTES = 128


def leb128(n):
    out = b""
    while True:
        if n < 128:
            return out + bytes([n])
        out += bytes([(n & 0x7F) | 0x80])
        n >>= 7


def prepend_len(data):
    return leb128(len(data)) + data


def lv_cat(*parts):
    return b"".join(prepend_len(p) for p in parts)


def generator_string(prs, ci, sid):
    zpad = max(0, S_IN_BYTES - 1 - len(prepend_len(prs)) - len(prepend_len(DSI)))
    return lv_cat(DSI, prs, bytes(zpad), ci, sid)


def generator(prs, ci, sid):
    return ristretto.from_hash(hashlib.sha512(generator_string(prs, ci, sid)).digest())


def scalar_mult_vfy(scalar, element):
    """y·X, None when X is not a valid encoding or the product is the identity."""
    out = ctypes.create_string_buffer(32)
    if ristretto.lib().crypto_scalarmult_ristretto255(out, ristretto._buf(scalar), ristretto._buf(element)) != 0:
        return None
    return out.raw


def transcript_ir(ya, ada, yb, adb):
    return lv_cat(ya, ada) + lv_cat(yb, adb)


def isk(sid, k, ya, ada, yb, adb):
    return hashlib.sha512(lv_cat(DSI + b"_ISK", sid, k) + transcript_ir(ya, ada, yb, adb)).digest()


def check_draft_vector():
    prs, ci = b"Password", bytes.fromhex("0b415f696e69746961746f720b425f726573706f6e646572")
    sid = bytes.fromhex("7e4b4791d6a8ef019b936c79fb7f2c57")
    g = generator(prs, ci, sid)
    assert g.hex() == "222b6b195fe84b1652badb6f6a3ae3d24341e7306967f0b8115b40d5698c7e56", g.hex()
    ya = bytes.fromhex("da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08")
    yb = bytes.fromhex("d2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d")
    Ya, Yb = scalar_mult_vfy(ya, g), scalar_mult_vfy(yb, g)
    assert Ya.hex() == "d6bac480f2c386c394efc7c47adb9925dcd2630b64f240c50f8d0eec482b9157"
    assert Yb.hex() == "3ea7e0b19560d7c0b0f5734f63b955286dfa8232b5ebe63324e2d9e7433f7258"
    k = scalar_mult_vfy(ya, Yb)
    assert k == scalar_mult_vfy(yb, Ya)
    assert k.hex() == "80b69a8a76457ab6a4d7f887a4bf6b55a2f80ac19c333f917a05fc9887c8b40f"
    assert isk(sid, k, Ya, b"ADa", Yb, b"ADb").hex() == (
        "b69effbf61b51d56401c0f65601abe428de8206feaaf0e32198896dcae7b35cd"
        "2b38950a39dfd5d4a79164614c2984f7daa460b588c1e80c3fa2068af7900447")
    assert scalar_mult_vfy(ya, bytes(32)) is None, "the identity is refused"


def pairing_vector():
    """§18.2's vector: the pairing's PRS, CI and confirmations for fixed keys and scalars."""
    code = b"48217730"  # the code "4821-7730" as its PRS: the eight digits
    sid = bytes(range(16))
    ci = lv_cat(b"briscola-history-pair-1")
    ada, adb = bytes([0xA1] * 32), bytes([0xB2] * 32)
    ya, yb = bytes([7] + [0] * 31), bytes([9] + [0] * 31)
    g = generator(code, ci, sid)
    Ya, Yb = scalar_mult_vfy(ya, g), scalar_mult_vfy(yb, g)
    k = scalar_mult_vfy(ya, Yb)
    key = isk(sid, k, Ya, ada, Yb, adb)
    confirm_a = hmac.new(key, b"briscola-pair-confirm-initiator", hashlib.sha512).digest()[:32]
    confirm_b = hmac.new(key, b"briscola-pair-confirm-responder", hashlib.sha512).digest()[:32]
    return {"g": g.hex(), "Ya": Ya.hex(), "Yb": Yb.hex(), "ISK": key.hex(), "confirm_a": confirm_a.hex(), "confirm_b": confirm_b.hex()}


EXPECTED = {  # Protocol.md §18.2; CPaceTests computes the same in Swift
    "g": "18a5f2958aac0c708d0671cd486b6d1a1f4e0dc54b8157f7e943fc4cc2c31500",
    "Ya": "602930d3774cbbea9d5e2a72f48ef8baafcd7c4aa4a6036cb70be8e2d6a71c44",
    "Yb": "06d607a5df5f2f8f84d3644c5f4a4b412717f559b1571e3352d619d0d511874e",
    "ISK": "1e7651c013f8b0293e719d9f19a210a902ae5b4934ae569615b936042702baef"
           "33ce896059018a13c9803082c9005cacf38b79384d5c7a6f957eb84247b9ea65",
    "confirm_a": "c3f1a33ef88c84b62c4ee021449014afc58bb2603e1b3be8c86e19b8043ea259",
    "confirm_b": "3ef7d11290d3f6b64e9480161b910b010c8acf6bf990ca6e2f0aed438b4e7dfc",
}

if __name__ == "__main__":
    if not ristretto.available():
        print("libsodium not found: skipped")
        sys.exit(0)
    check_draft_vector()
    vector = pairing_vector()
    if EXPECTED is not None:
        assert vector == EXPECTED, vector
    for name, value in vector.items():
        print(name, value)
    print("ok")
