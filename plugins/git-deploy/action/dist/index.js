import { createRequire as __sceauRequire } from 'node:module'; const require = __sceauRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/error.js
var require_error = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _callSuper(t2, o, e) {
      return o = _getPrototypeOf(o), _possibleConstructorReturn(t2, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], _getPrototypeOf(t2).constructor) : o.apply(t2, e));
    }
    function _possibleConstructorReturn(self2, call) {
      if (call && (_typeof(call) === "object" || typeof call === "function")) {
        return call;
      } else if (call !== void 0) {
        throw new TypeError("Derived constructors may only return object or undefined");
      }
      return _assertThisInitialized(self2);
    }
    function _assertThisInitialized(self2) {
      if (self2 === void 0) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return self2;
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function");
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, {
        constructor: {
          value: subClass,
          writable: true,
          configurable: true
        }
      });
      Object.defineProperty(subClass, "prototype", {
        writable: false
      });
      if (superClass) _setPrototypeOf(subClass, superClass);
    }
    function _wrapNativeSuper(Class) {
      var _cache = typeof Map === "function" ? /* @__PURE__ */ new Map() : void 0;
      _wrapNativeSuper = function _wrapNativeSuper2(Class2) {
        if (Class2 === null || !_isNativeFunction(Class2)) return Class2;
        if (typeof Class2 !== "function") {
          throw new TypeError("Super expression must either be null or a function");
        }
        if (typeof _cache !== "undefined") {
          if (_cache.has(Class2)) return _cache.get(Class2);
          _cache.set(Class2, Wrapper);
        }
        function Wrapper() {
          return _construct(Class2, arguments, _getPrototypeOf(this).constructor);
        }
        Wrapper.prototype = Object.create(Class2.prototype, {
          constructor: {
            value: Wrapper,
            enumerable: false,
            writable: true,
            configurable: true
          }
        });
        return _setPrototypeOf(Wrapper, Class2);
      };
      return _wrapNativeSuper(Class);
    }
    function _construct(t2, e, r) {
      if (_isNativeReflectConstruct()) return Reflect.construct.apply(null, arguments);
      var o = [null];
      o.push.apply(o, e);
      var p = new (t2.bind.apply(t2, o))();
      return r && _setPrototypeOf(p, r.prototype), p;
    }
    function _isNativeReflectConstruct() {
      try {
        var t2 = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t3) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t2;
      })();
    }
    function _isNativeFunction(fn) {
      try {
        return Function.toString.call(fn).indexOf("[native code]") !== -1;
      } catch (e) {
        return typeof fn === "function";
      }
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    function _getPrototypeOf(o) {
      _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function _getPrototypeOf2(o2) {
        return o2.__proto__ || Object.getPrototypeOf(o2);
      };
      return _getPrototypeOf(o);
    }
    var DetailedError = /* @__PURE__ */ (function(_Error) {
      function DetailedError2(message) {
        var _this;
        var causingErr = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
        var req = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : null;
        var res = arguments.length > 3 && arguments[3] !== void 0 ? arguments[3] : null;
        _classCallCheck(this, DetailedError2);
        _this = _callSuper(this, DetailedError2, [message]);
        _this.originalRequest = req;
        _this.originalResponse = res;
        _this.causingError = causingErr;
        if (causingErr != null) {
          message += ", caused by ".concat(causingErr.toString());
        }
        if (req != null) {
          var requestId = req.getHeader("X-Request-ID") || "n/a";
          var method = req.getMethod();
          var url = req.getURL();
          var status = res ? res.getStatus() : "n/a";
          var body = res ? res.getBody() || "" : "n/a";
          message += ", originated from request (method: ".concat(method, ", url: ").concat(url, ", response code: ").concat(status, ", response text: ").concat(body, ", request id: ").concat(requestId, ")");
        }
        _this.message = message;
        return _this;
      }
      _inherits(DetailedError2, _Error);
      return _createClass(DetailedError2);
    })(/* @__PURE__ */ _wrapNativeSuper(Error));
    var _default = exports.default = DetailedError;
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/logger.js
var require_logger = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/logger.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.enableDebugLog = enableDebugLog;
    exports.log = log2;
    var isEnabled = false;
    function enableDebugLog() {
      isEnabled = true;
    }
    function log2(msg) {
      if (!isEnabled) return;
      console.log(msg);
    }
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/noopUrlStorage.js
var require_noopUrlStorage = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/noopUrlStorage.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var NoopUrlStorage = exports.default = /* @__PURE__ */ (function() {
      function NoopUrlStorage2() {
        _classCallCheck(this, NoopUrlStorage2);
      }
      return _createClass(NoopUrlStorage2, [{
        key: "listAllUploads",
        value: function listAllUploads() {
          return Promise.resolve([]);
        }
      }, {
        key: "findUploadsByFingerprint",
        value: function findUploadsByFingerprint(_fingerprint) {
          return Promise.resolve([]);
        }
      }, {
        key: "removeUpload",
        value: function removeUpload(_urlStorageKey) {
          return Promise.resolve();
        }
      }, {
        key: "addUpload",
        value: function addUpload(_fingerprint, _upload) {
          return Promise.resolve(null);
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/js-base64@3.9.6/node_modules/js-base64/base64.js
var require_base64 = __commonJS({
  "../../../node_modules/.pnpm/js-base64@3.9.6/node_modules/js-base64/base64.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? factory(exports) : typeof define === "function" && define.amd ? define(["exports"], factory) : (global2 = typeof globalThis !== "undefined" ? globalThis : global2 || self, (function() {
        var current = global2.Base64;
        var exports2 = global2.Base64 = {};
        factory(exports2);
        exports2.noConflict = function() {
          global2.Base64 = current;
          return exports2;
        };
      })());
    })(exports, (function(exports2) {
      "use strict";
      var version = "3.9.6";
      var VERSION = version;
      var _TD = typeof TextDecoder === "function" ? new TextDecoder("utf-8", { ignoreBOM: true }) : void 0;
      var _TE = typeof TextEncoder === "function" ? new TextEncoder() : void 0;
      var b64ch = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
      var b64chs = Array.prototype.slice.call(b64ch);
      var b64tab = (function(a) {
        var tab = {};
        a.forEach(function(c, i) {
          return tab[c] = i;
        });
        return tab;
      })(b64chs);
      var b64re = /^(?:[A-Za-z\d+\/]{4})*?(?:[A-Za-z\d+\/]{2}(?:==)?|[A-Za-z\d+\/]{3}=?)?$/;
      var _fromCC = String.fromCharCode.bind(String);
      var _U8Afrom = typeof Uint8Array.from === "function" ? Uint8Array.from.bind(Uint8Array) : function(it) {
        return new Uint8Array(Array.prototype.slice.call(it, 0));
      };
      var _mkUriSafe = function(src) {
        return src.replace(/=/g, "").replace(/[+\/]/g, function(m0) {
          return m0 == "+" ? "-" : "_";
        });
      };
      var _tidyB64 = function(s) {
        return s.replace(/[^A-Za-z0-9\+\/]/g, "");
      };
      var btoaPolyfill = function(bin) {
        var u32, c0, c1, c2, asc = "";
        var pad = bin.length % 3;
        for (var i = 0; i < bin.length; ) {
          if ((c0 = bin.charCodeAt(i++)) > 255 || (c1 = bin.charCodeAt(i++)) > 255 || (c2 = bin.charCodeAt(i++)) > 255)
            throw new TypeError("invalid character found");
          u32 = c0 << 16 | c1 << 8 | c2;
          asc += b64chs[u32 >> 18 & 63] + b64chs[u32 >> 12 & 63] + b64chs[u32 >> 6 & 63] + b64chs[u32 & 63];
        }
        return pad ? asc.slice(0, pad - 3) + "===".substring(pad) : asc;
      };
      var _btoa = typeof btoa === "function" ? function(bin) {
        return btoa(bin);
      } : btoaPolyfill;
      var _fromUint8Array = typeof Uint8Array.prototype.toBase64 === "function" ? Function.prototype.call.bind(Uint8Array.prototype.toBase64) : function(u8a) {
        var maxargs = 4096;
        var strs = [];
        for (var i = 0, l = u8a.length; i < l; i += maxargs) {
          strs.push(_fromCC.apply(null, u8a.subarray(i, i + maxargs)));
        }
        return _btoa(strs.join(""));
      };
      var fromUint8Array = function(u8a, urlsafe) {
        if (urlsafe === void 0) {
          urlsafe = false;
        }
        return urlsafe ? _mkUriSafe(_fromUint8Array(u8a)) : _fromUint8Array(u8a);
      };
      var cb_utob = function(c) {
        if (c.length < 2) {
          var cc = c.charCodeAt(0);
          return cc < 128 ? c : cc < 2048 ? _fromCC(192 | cc >>> 6) + _fromCC(128 | cc & 63) : _fromCC(224 | cc >>> 12 & 15) + _fromCC(128 | cc >>> 6 & 63) + _fromCC(128 | cc & 63);
        } else {
          var cc = 65536 + (c.charCodeAt(0) - 55296) * 1024 + (c.charCodeAt(1) - 56320);
          return _fromCC(240 | cc >>> 18 & 7) + _fromCC(128 | cc >>> 12 & 63) + _fromCC(128 | cc >>> 6 & 63) + _fromCC(128 | cc & 63);
        }
      };
      var re_utob = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[^\x00-\x7F]/g;
      var utob = function(u) {
        return u.replace(re_utob, cb_utob);
      };
      var _encode = _TE ? function(s) {
        return _fromUint8Array(_TE.encode(s));
      } : function(s) {
        return _btoa(utob(s));
      };
      var encode = function(src, urlsafe) {
        if (urlsafe === void 0) {
          urlsafe = false;
        }
        return urlsafe ? _mkUriSafe(_encode(src)) : _encode(src);
      };
      var encodeURI = function(src) {
        return encode(src, true);
      };
      var re_btou = /[\xC0-\xDF][\x80-\xBF]|[\xE0-\xEF][\x80-\xBF]{2}|[\xF0-\xF7][\x80-\xBF]{3}/g;
      var cb_btou = function(cccc) {
        switch (cccc.length) {
          case 4:
            var cp = (7 & cccc.charCodeAt(0)) << 18 | (63 & cccc.charCodeAt(1)) << 12 | (63 & cccc.charCodeAt(2)) << 6 | 63 & cccc.charCodeAt(3), offset = cp - 65536;
            return _fromCC((offset >>> 10) + 55296) + _fromCC((offset & 1023) + 56320);
          case 3:
            return _fromCC((15 & cccc.charCodeAt(0)) << 12 | (63 & cccc.charCodeAt(1)) << 6 | 63 & cccc.charCodeAt(2));
          default:
            return _fromCC((31 & cccc.charCodeAt(0)) << 6 | 63 & cccc.charCodeAt(1));
        }
      };
      var btou = function(b) {
        return b.replace(re_btou, cb_btou);
      };
      var atobPolyfill = function(asc) {
        asc = asc.replace(/\s+/g, "");
        if (!b64re.test(asc))
          throw new TypeError("malformed base64.");
        asc += "==".slice(2 - (asc.length & 3));
        var u24, r1, r2;
        var binArray = [];
        for (var i = 0; i < asc.length; ) {
          u24 = b64tab[asc.charAt(i++)] << 18 | b64tab[asc.charAt(i++)] << 12 | (r1 = b64tab[asc.charAt(i++)]) << 6 | (r2 = b64tab[asc.charAt(i++)]);
          if (r1 === 64) {
            binArray.push(_fromCC(u24 >> 16 & 255));
          } else if (r2 === 64) {
            binArray.push(_fromCC(u24 >> 16 & 255, u24 >> 8 & 255));
          } else {
            binArray.push(_fromCC(u24 >> 16 & 255, u24 >> 8 & 255, u24 & 255));
          }
        }
        return binArray.join("");
      };
      var _atob = typeof atob === "function" ? function(asc) {
        return atob(_tidyB64(asc));
      } : atobPolyfill;
      var _toUint8Array = typeof Uint8Array.fromBase64 === "function" ? function(a) {
        return Uint8Array.fromBase64(a);
      } : function(a) {
        return _U8Afrom(_atob(a).split("").map(function(c) {
          return c.charCodeAt(0);
        }));
      };
      var toUint8Array = function(a) {
        return _toUint8Array(_unURI(a));
      };
      var _decode = _TD ? function(a) {
        return _TD.decode(_toUint8Array(a));
      } : function(a) {
        return btou(_atob(a));
      };
      var _unURI = function(a) {
        return _tidyB64(a.replace(/[-_]/g, function(m0) {
          return m0 == "-" ? "+" : "/";
        }));
      };
      var decode = function(src) {
        return _decode(_unURI(src));
      };
      var isValid = function(src) {
        if (typeof src !== "string")
          return false;
        var s = src.replace(/\s+/g, "").replace(/={0,2}$/, "");
        if (s.length % 4 === 1)
          return false;
        return !/[^\s0-9a-zA-Z\+/]/.test(s) || !/[^\s0-9a-zA-Z\-_]/.test(s);
      };
      var _noEnum = function(v) {
        return {
          value: v,
          enumerable: false,
          writable: true,
          configurable: true
        };
      };
      var extendString = function() {
        var _add = function(name, body) {
          return Object.defineProperty(String.prototype, name, _noEnum(body));
        };
        _add("fromBase64", function() {
          return decode(this);
        });
        _add("toBase64", function(urlsafe) {
          return encode(this, urlsafe);
        });
        _add("toBase64URI", function() {
          return encode(this, true);
        });
        _add("toBase64URL", function() {
          return encode(this, true);
        });
        _add("toUint8Array", function() {
          return toUint8Array(this);
        });
      };
      var extendUint8Array = function() {
        var _add = function(name, body) {
          return Object.defineProperty(Uint8Array.prototype, name, _noEnum(body));
        };
        _add("toBase64", function(urlsafe) {
          return fromUint8Array(this, urlsafe);
        });
        _add("toBase64URI", function() {
          return fromUint8Array(this, true);
        });
        _add("toBase64URL", function() {
          return fromUint8Array(this, true);
        });
      };
      var extendBuiltins = function() {
        extendString();
        extendUint8Array();
      };
      var gBase64 = {
        version,
        VERSION,
        atob: _atob,
        atobPolyfill,
        btoa: _btoa,
        btoaPolyfill,
        fromBase64: decode,
        toBase64: encode,
        encode,
        encodeURI,
        encodeURL: encodeURI,
        utob,
        btou,
        decode,
        isValid,
        fromUint8Array,
        toUint8Array,
        extendString,
        extendUint8Array,
        extendBuiltins
      };
      exports2.Base64 = gBase64;
      exports2.VERSION = VERSION;
      exports2.atob = _atob;
      exports2.atobPolyfill = atobPolyfill;
      exports2.btoa = _btoa;
      exports2.btoaPolyfill = btoaPolyfill;
      exports2.btou = btou;
      exports2.decode = decode;
      exports2.encode = encode;
      exports2.encodeURI = encodeURI;
      exports2.encodeURL = encodeURI;
      exports2.extendBuiltins = extendBuiltins;
      exports2.extendString = extendString;
      exports2.extendUint8Array = extendUint8Array;
      exports2.fromBase64 = decode;
      exports2.fromUint8Array = fromUint8Array;
      exports2.isValid = isValid;
      exports2.toBase64 = encode;
      exports2.toUint8Array = toUint8Array;
      exports2.utob = utob;
      exports2.version = version;
    }));
  }
});

// ../../../node_modules/.pnpm/requires-port@1.0.0/node_modules/requires-port/index.js
var require_requires_port = __commonJS({
  "../../../node_modules/.pnpm/requires-port@1.0.0/node_modules/requires-port/index.js"(exports, module) {
    "use strict";
    module.exports = function required(port, protocol) {
      protocol = protocol.split(":")[0];
      port = +port;
      if (!port) return false;
      switch (protocol) {
        case "http":
        case "ws":
          return port !== 80;
        case "https":
        case "wss":
          return port !== 443;
        case "ftp":
          return port !== 21;
        case "gopher":
          return port !== 70;
        case "file":
          return false;
      }
      return port !== 0;
    };
  }
});

// ../../../node_modules/.pnpm/querystringify@2.2.0/node_modules/querystringify/index.js
var require_querystringify = __commonJS({
  "../../../node_modules/.pnpm/querystringify@2.2.0/node_modules/querystringify/index.js"(exports) {
    "use strict";
    var has = Object.prototype.hasOwnProperty;
    var undef;
    function decode(input2) {
      try {
        return decodeURIComponent(input2.replace(/\+/g, " "));
      } catch (e) {
        return null;
      }
    }
    function encode(input2) {
      try {
        return encodeURIComponent(input2);
      } catch (e) {
        return null;
      }
    }
    function querystring(query) {
      var parser = /([^=?#&]+)=?([^&]*)/g, result = {}, part;
      while (part = parser.exec(query)) {
        var key = decode(part[1]), value = decode(part[2]);
        if (key === null || value === null || key in result) continue;
        result[key] = value;
      }
      return result;
    }
    function querystringify(obj, prefix) {
      prefix = prefix || "";
      var pairs = [], value, key;
      if ("string" !== typeof prefix) prefix = "?";
      for (key in obj) {
        if (has.call(obj, key)) {
          value = obj[key];
          if (!value && (value === null || value === undef || isNaN(value))) {
            value = "";
          }
          key = encode(key);
          value = encode(value);
          if (key === null || value === null) continue;
          pairs.push(key + "=" + value);
        }
      }
      return pairs.length ? prefix + pairs.join("&") : "";
    }
    exports.stringify = querystringify;
    exports.parse = querystring;
  }
});

// ../../../node_modules/.pnpm/url-parse@1.5.10/node_modules/url-parse/index.js
var require_url_parse = __commonJS({
  "../../../node_modules/.pnpm/url-parse@1.5.10/node_modules/url-parse/index.js"(exports, module) {
    "use strict";
    var required = require_requires_port();
    var qs = require_querystringify();
    var controlOrWhitespace = /^[\x00-\x20\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
    var CRHTLF = /[\n\r\t]/g;
    var slashes = /^[A-Za-z][A-Za-z0-9+-.]*:\/\//;
    var port = /:\d+$/;
    var protocolre = /^([a-z][a-z0-9.+-]*:)?(\/\/)?([\\/]+)?([\S\s]*)/i;
    var windowsDriveLetter = /^[a-zA-Z]:/;
    function trimLeft(str) {
      return (str ? str : "").toString().replace(controlOrWhitespace, "");
    }
    var rules = [
      ["#", "hash"],
      // Extract from the back.
      ["?", "query"],
      // Extract from the back.
      function sanitize(address, url) {
        return isSpecial(url.protocol) ? address.replace(/\\/g, "/") : address;
      },
      ["/", "pathname"],
      // Extract from the back.
      ["@", "auth", 1],
      // Extract from the front.
      [NaN, "host", void 0, 1, 1],
      // Set left over value.
      [/:(\d*)$/, "port", void 0, 1],
      // RegExp the back.
      [NaN, "hostname", void 0, 1, 1]
      // Set left over.
    ];
    var ignore = { hash: 1, query: 1 };
    function lolcation(loc) {
      var globalVar;
      if (typeof window !== "undefined") globalVar = window;
      else if (typeof global !== "undefined") globalVar = global;
      else if (typeof self !== "undefined") globalVar = self;
      else globalVar = {};
      var location = globalVar.location || {};
      loc = loc || location;
      var finaldestination = {}, type = typeof loc, key;
      if ("blob:" === loc.protocol) {
        finaldestination = new Url(unescape(loc.pathname), {});
      } else if ("string" === type) {
        finaldestination = new Url(loc, {});
        for (key in ignore) delete finaldestination[key];
      } else if ("object" === type) {
        for (key in loc) {
          if (key in ignore) continue;
          finaldestination[key] = loc[key];
        }
        if (finaldestination.slashes === void 0) {
          finaldestination.slashes = slashes.test(loc.href);
        }
      }
      return finaldestination;
    }
    function isSpecial(scheme) {
      return scheme === "file:" || scheme === "ftp:" || scheme === "http:" || scheme === "https:" || scheme === "ws:" || scheme === "wss:";
    }
    function extractProtocol(address, location) {
      address = trimLeft(address);
      address = address.replace(CRHTLF, "");
      location = location || {};
      var match = protocolre.exec(address);
      var protocol = match[1] ? match[1].toLowerCase() : "";
      var forwardSlashes = !!match[2];
      var otherSlashes = !!match[3];
      var slashesCount = 0;
      var rest;
      if (forwardSlashes) {
        if (otherSlashes) {
          rest = match[2] + match[3] + match[4];
          slashesCount = match[2].length + match[3].length;
        } else {
          rest = match[2] + match[4];
          slashesCount = match[2].length;
        }
      } else {
        if (otherSlashes) {
          rest = match[3] + match[4];
          slashesCount = match[3].length;
        } else {
          rest = match[4];
        }
      }
      if (protocol === "file:") {
        if (slashesCount >= 2) {
          rest = rest.slice(2);
        }
      } else if (isSpecial(protocol)) {
        rest = match[4];
      } else if (protocol) {
        if (forwardSlashes) {
          rest = rest.slice(2);
        }
      } else if (slashesCount >= 2 && isSpecial(location.protocol)) {
        rest = match[4];
      }
      return {
        protocol,
        slashes: forwardSlashes || isSpecial(protocol),
        slashesCount,
        rest
      };
    }
    function resolve4(relative, base) {
      if (relative === "") return base;
      var path = (base || "/").split("/").slice(0, -1).concat(relative.split("/")), i = path.length, last = path[i - 1], unshift = false, up = 0;
      while (i--) {
        if (path[i] === ".") {
          path.splice(i, 1);
        } else if (path[i] === "..") {
          path.splice(i, 1);
          up++;
        } else if (up) {
          if (i === 0) unshift = true;
          path.splice(i, 1);
          up--;
        }
      }
      if (unshift) path.unshift("");
      if (last === "." || last === "..") path.push("");
      return path.join("/");
    }
    function Url(address, location, parser) {
      address = trimLeft(address);
      address = address.replace(CRHTLF, "");
      if (!(this instanceof Url)) {
        return new Url(address, location, parser);
      }
      var relative, extracted, parse2, instruction, index, key, instructions = rules.slice(), type = typeof location, url = this, i = 0;
      if ("object" !== type && "string" !== type) {
        parser = location;
        location = null;
      }
      if (parser && "function" !== typeof parser) parser = qs.parse;
      location = lolcation(location);
      extracted = extractProtocol(address || "", location);
      relative = !extracted.protocol && !extracted.slashes;
      url.slashes = extracted.slashes || relative && location.slashes;
      url.protocol = extracted.protocol || location.protocol || "";
      address = extracted.rest;
      if (extracted.protocol === "file:" && (extracted.slashesCount !== 2 || windowsDriveLetter.test(address)) || !extracted.slashes && (extracted.protocol || extracted.slashesCount < 2 || !isSpecial(url.protocol))) {
        instructions[3] = [/(.*)/, "pathname"];
      }
      for (; i < instructions.length; i++) {
        instruction = instructions[i];
        if (typeof instruction === "function") {
          address = instruction(address, url);
          continue;
        }
        parse2 = instruction[0];
        key = instruction[1];
        if (parse2 !== parse2) {
          url[key] = address;
        } else if ("string" === typeof parse2) {
          index = parse2 === "@" ? address.lastIndexOf(parse2) : address.indexOf(parse2);
          if (~index) {
            if ("number" === typeof instruction[2]) {
              url[key] = address.slice(0, index);
              address = address.slice(index + instruction[2]);
            } else {
              url[key] = address.slice(index);
              address = address.slice(0, index);
            }
          }
        } else if (index = parse2.exec(address)) {
          url[key] = index[1];
          address = address.slice(0, index.index);
        }
        url[key] = url[key] || (relative && instruction[3] ? location[key] || "" : "");
        if (instruction[4]) url[key] = url[key].toLowerCase();
      }
      if (parser) url.query = parser(url.query);
      if (relative && location.slashes && url.pathname.charAt(0) !== "/" && (url.pathname !== "" || location.pathname !== "")) {
        url.pathname = resolve4(url.pathname, location.pathname);
      }
      if (url.pathname.charAt(0) !== "/" && isSpecial(url.protocol)) {
        url.pathname = "/" + url.pathname;
      }
      if (!required(url.port, url.protocol)) {
        url.host = url.hostname;
        url.port = "";
      }
      url.username = url.password = "";
      if (url.auth) {
        index = url.auth.indexOf(":");
        if (~index) {
          url.username = url.auth.slice(0, index);
          url.username = encodeURIComponent(decodeURIComponent(url.username));
          url.password = url.auth.slice(index + 1);
          url.password = encodeURIComponent(decodeURIComponent(url.password));
        } else {
          url.username = encodeURIComponent(decodeURIComponent(url.auth));
        }
        url.auth = url.password ? url.username + ":" + url.password : url.username;
      }
      url.origin = url.protocol !== "file:" && isSpecial(url.protocol) && url.host ? url.protocol + "//" + url.host : "null";
      url.href = url.toString();
    }
    function set(part, value, fn) {
      var url = this;
      switch (part) {
        case "query":
          if ("string" === typeof value && value.length) {
            value = (fn || qs.parse)(value);
          }
          url[part] = value;
          break;
        case "port":
          url[part] = value;
          if (!required(value, url.protocol)) {
            url.host = url.hostname;
            url[part] = "";
          } else if (value) {
            url.host = url.hostname + ":" + value;
          }
          break;
        case "hostname":
          url[part] = value;
          if (url.port) value += ":" + url.port;
          url.host = value;
          break;
        case "host":
          url[part] = value;
          if (port.test(value)) {
            value = value.split(":");
            url.port = value.pop();
            url.hostname = value.join(":");
          } else {
            url.hostname = value;
            url.port = "";
          }
          break;
        case "protocol":
          url.protocol = value.toLowerCase();
          url.slashes = !fn;
          break;
        case "pathname":
        case "hash":
          if (value) {
            var char = part === "pathname" ? "/" : "#";
            url[part] = value.charAt(0) !== char ? char + value : value;
          } else {
            url[part] = value;
          }
          break;
        case "username":
        case "password":
          url[part] = encodeURIComponent(value);
          break;
        case "auth":
          var index = value.indexOf(":");
          if (~index) {
            url.username = value.slice(0, index);
            url.username = encodeURIComponent(decodeURIComponent(url.username));
            url.password = value.slice(index + 1);
            url.password = encodeURIComponent(decodeURIComponent(url.password));
          } else {
            url.username = encodeURIComponent(decodeURIComponent(value));
          }
      }
      for (var i = 0; i < rules.length; i++) {
        var ins = rules[i];
        if (ins[4]) url[ins[1]] = url[ins[1]].toLowerCase();
      }
      url.auth = url.password ? url.username + ":" + url.password : url.username;
      url.origin = url.protocol !== "file:" && isSpecial(url.protocol) && url.host ? url.protocol + "//" + url.host : "null";
      url.href = url.toString();
      return url;
    }
    function toString(stringify) {
      if (!stringify || "function" !== typeof stringify) stringify = qs.stringify;
      var query, url = this, host = url.host, protocol = url.protocol;
      if (protocol && protocol.charAt(protocol.length - 1) !== ":") protocol += ":";
      var result = protocol + (url.protocol && url.slashes || isSpecial(url.protocol) ? "//" : "");
      if (url.username) {
        result += url.username;
        if (url.password) result += ":" + url.password;
        result += "@";
      } else if (url.password) {
        result += ":" + url.password;
        result += "@";
      } else if (url.protocol !== "file:" && isSpecial(url.protocol) && !host && url.pathname !== "/") {
        result += "@";
      }
      if (host[host.length - 1] === ":" || port.test(url.hostname) && !url.port) {
        host += ":";
      }
      result += host + url.pathname;
      query = "object" === typeof url.query ? stringify(url.query) : url.query;
      if (query) result += "?" !== query.charAt(0) ? "?" + query : query;
      if (url.hash) result += url.hash;
      return result;
    }
    Url.prototype = { set, toString };
    Url.extractProtocol = extractProtocol;
    Url.location = lolcation;
    Url.trimLeft = trimLeft;
    Url.qs = qs;
    module.exports = Url;
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/uuid.js
var require_uuid = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/uuid.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = uuid;
    function uuid() {
      return "xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx".replace(/[xy]/g, function(c) {
        var r = Math.random() * 16 | 0;
        var v = c === "x" ? r : r & 3 | 8;
        return v.toString(16);
      });
    }
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/upload.js
var require_upload = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/upload.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    var _jsBase = require_base64();
    var _urlParse = _interopRequireDefault(require_url_parse());
    var _error = _interopRequireDefault(require_error());
    var _logger = require_logger();
    var _uuid = _interopRequireDefault(require_uuid());
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _regeneratorRuntime() {
      "use strict";
      _regeneratorRuntime = function _regeneratorRuntime2() {
        return e;
      };
      var t2, e = {}, r = Object.prototype, n = r.hasOwnProperty, o = Object.defineProperty || function(t3, e2, r2) {
        t3[e2] = r2.value;
      }, i = "function" == typeof Symbol ? Symbol : {}, a = i.iterator || "@@iterator", c = i.asyncIterator || "@@asyncIterator", u = i.toStringTag || "@@toStringTag";
      function define2(t3, e2, r2) {
        return Object.defineProperty(t3, e2, {
          value: r2,
          enumerable: true,
          configurable: true,
          writable: true
        }), t3[e2];
      }
      try {
        define2({}, "");
      } catch (t3) {
        define2 = function define3(t4, e2, r2) {
          return t4[e2] = r2;
        };
      }
      function wrap(t3, e2, r2, n2) {
        var i2 = e2 && e2.prototype instanceof Generator ? e2 : Generator, a2 = Object.create(i2.prototype), c2 = new Context(n2 || []);
        return o(a2, "_invoke", {
          value: makeInvokeMethod(t3, r2, c2)
        }), a2;
      }
      function tryCatch(t3, e2, r2) {
        try {
          return {
            type: "normal",
            arg: t3.call(e2, r2)
          };
        } catch (t4) {
          return {
            type: "throw",
            arg: t4
          };
        }
      }
      e.wrap = wrap;
      var h = "suspendedStart", l = "suspendedYield", f = "executing", s = "completed", y = {};
      function Generator() {
      }
      function GeneratorFunction() {
      }
      function GeneratorFunctionPrototype() {
      }
      var p = {};
      define2(p, a, function() {
        return this;
      });
      var d = Object.getPrototypeOf, v = d && d(d(values([])));
      v && v !== r && n.call(v, a) && (p = v);
      var g = GeneratorFunctionPrototype.prototype = Generator.prototype = Object.create(p);
      function defineIteratorMethods(t3) {
        ["next", "throw", "return"].forEach(function(e2) {
          define2(t3, e2, function(t4) {
            return this._invoke(e2, t4);
          });
        });
      }
      function AsyncIterator(t3, e2) {
        function invoke(r3, o2, i2, a2) {
          var c2 = tryCatch(t3[r3], t3, o2);
          if ("throw" !== c2.type) {
            var u2 = c2.arg, h2 = u2.value;
            return h2 && "object" == _typeof(h2) && n.call(h2, "__await") ? e2.resolve(h2.__await).then(function(t4) {
              invoke("next", t4, i2, a2);
            }, function(t4) {
              invoke("throw", t4, i2, a2);
            }) : e2.resolve(h2).then(function(t4) {
              u2.value = t4, i2(u2);
            }, function(t4) {
              return invoke("throw", t4, i2, a2);
            });
          }
          a2(c2.arg);
        }
        var r2;
        o(this, "_invoke", {
          value: function value(t4, n2) {
            function callInvokeWithMethodAndArg() {
              return new e2(function(e3, r3) {
                invoke(t4, n2, e3, r3);
              });
            }
            return r2 = r2 ? r2.then(callInvokeWithMethodAndArg, callInvokeWithMethodAndArg) : callInvokeWithMethodAndArg();
          }
        });
      }
      function makeInvokeMethod(e2, r2, n2) {
        var o2 = h;
        return function(i2, a2) {
          if (o2 === f) throw Error("Generator is already running");
          if (o2 === s) {
            if ("throw" === i2) throw a2;
            return {
              value: t2,
              done: true
            };
          }
          for (n2.method = i2, n2.arg = a2; ; ) {
            var c2 = n2.delegate;
            if (c2) {
              var u2 = maybeInvokeDelegate(c2, n2);
              if (u2) {
                if (u2 === y) continue;
                return u2;
              }
            }
            if ("next" === n2.method) n2.sent = n2._sent = n2.arg;
            else if ("throw" === n2.method) {
              if (o2 === h) throw o2 = s, n2.arg;
              n2.dispatchException(n2.arg);
            } else "return" === n2.method && n2.abrupt("return", n2.arg);
            o2 = f;
            var p2 = tryCatch(e2, r2, n2);
            if ("normal" === p2.type) {
              if (o2 = n2.done ? s : l, p2.arg === y) continue;
              return {
                value: p2.arg,
                done: n2.done
              };
            }
            "throw" === p2.type && (o2 = s, n2.method = "throw", n2.arg = p2.arg);
          }
        };
      }
      function maybeInvokeDelegate(e2, r2) {
        var n2 = r2.method, o2 = e2.iterator[n2];
        if (o2 === t2) return r2.delegate = null, "throw" === n2 && e2.iterator["return"] && (r2.method = "return", r2.arg = t2, maybeInvokeDelegate(e2, r2), "throw" === r2.method) || "return" !== n2 && (r2.method = "throw", r2.arg = new TypeError("The iterator does not provide a '" + n2 + "' method")), y;
        var i2 = tryCatch(o2, e2.iterator, r2.arg);
        if ("throw" === i2.type) return r2.method = "throw", r2.arg = i2.arg, r2.delegate = null, y;
        var a2 = i2.arg;
        return a2 ? a2.done ? (r2[e2.resultName] = a2.value, r2.next = e2.nextLoc, "return" !== r2.method && (r2.method = "next", r2.arg = t2), r2.delegate = null, y) : a2 : (r2.method = "throw", r2.arg = new TypeError("iterator result is not an object"), r2.delegate = null, y);
      }
      function pushTryEntry(t3) {
        var e2 = {
          tryLoc: t3[0]
        };
        1 in t3 && (e2.catchLoc = t3[1]), 2 in t3 && (e2.finallyLoc = t3[2], e2.afterLoc = t3[3]), this.tryEntries.push(e2);
      }
      function resetTryEntry(t3) {
        var e2 = t3.completion || {};
        e2.type = "normal", delete e2.arg, t3.completion = e2;
      }
      function Context(t3) {
        this.tryEntries = [{
          tryLoc: "root"
        }], t3.forEach(pushTryEntry, this), this.reset(true);
      }
      function values(e2) {
        if (e2 || "" === e2) {
          var r2 = e2[a];
          if (r2) return r2.call(e2);
          if ("function" == typeof e2.next) return e2;
          if (!isNaN(e2.length)) {
            var o2 = -1, i2 = function next() {
              for (; ++o2 < e2.length; ) if (n.call(e2, o2)) return next.value = e2[o2], next.done = false, next;
              return next.value = t2, next.done = true, next;
            };
            return i2.next = i2;
          }
        }
        throw new TypeError(_typeof(e2) + " is not iterable");
      }
      return GeneratorFunction.prototype = GeneratorFunctionPrototype, o(g, "constructor", {
        value: GeneratorFunctionPrototype,
        configurable: true
      }), o(GeneratorFunctionPrototype, "constructor", {
        value: GeneratorFunction,
        configurable: true
      }), GeneratorFunction.displayName = define2(GeneratorFunctionPrototype, u, "GeneratorFunction"), e.isGeneratorFunction = function(t3) {
        var e2 = "function" == typeof t3 && t3.constructor;
        return !!e2 && (e2 === GeneratorFunction || "GeneratorFunction" === (e2.displayName || e2.name));
      }, e.mark = function(t3) {
        return Object.setPrototypeOf ? Object.setPrototypeOf(t3, GeneratorFunctionPrototype) : (t3.__proto__ = GeneratorFunctionPrototype, define2(t3, u, "GeneratorFunction")), t3.prototype = Object.create(g), t3;
      }, e.awrap = function(t3) {
        return {
          __await: t3
        };
      }, defineIteratorMethods(AsyncIterator.prototype), define2(AsyncIterator.prototype, c, function() {
        return this;
      }), e.AsyncIterator = AsyncIterator, e.async = function(t3, r2, n2, o2, i2) {
        void 0 === i2 && (i2 = Promise);
        var a2 = new AsyncIterator(wrap(t3, r2, n2, o2), i2);
        return e.isGeneratorFunction(r2) ? a2 : a2.next().then(function(t4) {
          return t4.done ? t4.value : a2.next();
        });
      }, defineIteratorMethods(g), define2(g, u, "Generator"), define2(g, a, function() {
        return this;
      }), define2(g, "toString", function() {
        return "[object Generator]";
      }), e.keys = function(t3) {
        var e2 = Object(t3), r2 = [];
        for (var n2 in e2) r2.push(n2);
        return r2.reverse(), function next() {
          for (; r2.length; ) {
            var t4 = r2.pop();
            if (t4 in e2) return next.value = t4, next.done = false, next;
          }
          return next.done = true, next;
        };
      }, e.values = values, Context.prototype = {
        constructor: Context,
        reset: function reset(e2) {
          if (this.prev = 0, this.next = 0, this.sent = this._sent = t2, this.done = false, this.delegate = null, this.method = "next", this.arg = t2, this.tryEntries.forEach(resetTryEntry), !e2) for (var r2 in this) "t" === r2.charAt(0) && n.call(this, r2) && !isNaN(+r2.slice(1)) && (this[r2] = t2);
        },
        stop: function stop() {
          this.done = true;
          var t3 = this.tryEntries[0].completion;
          if ("throw" === t3.type) throw t3.arg;
          return this.rval;
        },
        dispatchException: function dispatchException(e2) {
          if (this.done) throw e2;
          var r2 = this;
          function handle(n2, o3) {
            return a2.type = "throw", a2.arg = e2, r2.next = n2, o3 && (r2.method = "next", r2.arg = t2), !!o3;
          }
          for (var o2 = this.tryEntries.length - 1; o2 >= 0; --o2) {
            var i2 = this.tryEntries[o2], a2 = i2.completion;
            if ("root" === i2.tryLoc) return handle("end");
            if (i2.tryLoc <= this.prev) {
              var c2 = n.call(i2, "catchLoc"), u2 = n.call(i2, "finallyLoc");
              if (c2 && u2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              } else if (c2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
              } else {
                if (!u2) throw Error("try statement without catch or finally");
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              }
            }
          }
        },
        abrupt: function abrupt(t3, e2) {
          for (var r2 = this.tryEntries.length - 1; r2 >= 0; --r2) {
            var o2 = this.tryEntries[r2];
            if (o2.tryLoc <= this.prev && n.call(o2, "finallyLoc") && this.prev < o2.finallyLoc) {
              var i2 = o2;
              break;
            }
          }
          i2 && ("break" === t3 || "continue" === t3) && i2.tryLoc <= e2 && e2 <= i2.finallyLoc && (i2 = null);
          var a2 = i2 ? i2.completion : {};
          return a2.type = t3, a2.arg = e2, i2 ? (this.method = "next", this.next = i2.finallyLoc, y) : this.complete(a2);
        },
        complete: function complete2(t3, e2) {
          if ("throw" === t3.type) throw t3.arg;
          return "break" === t3.type || "continue" === t3.type ? this.next = t3.arg : "return" === t3.type ? (this.rval = this.arg = t3.arg, this.method = "return", this.next = "end") : "normal" === t3.type && e2 && (this.next = e2), y;
        },
        finish: function finish(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.finallyLoc === t3) return this.complete(r2.completion, r2.afterLoc), resetTryEntry(r2), y;
          }
        },
        "catch": function _catch(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.tryLoc === t3) {
              var n2 = r2.completion;
              if ("throw" === n2.type) {
                var o2 = n2.arg;
                resetTryEntry(r2);
              }
              return o2;
            }
          }
          throw Error("illegal catch attempt");
        },
        delegateYield: function delegateYield(e2, r2, n2) {
          return this.delegate = {
            iterator: values(e2),
            resultName: r2,
            nextLoc: n2
          }, "next" === this.method && (this.arg = t2), y;
        }
      }, e;
    }
    function asyncGeneratorStep(gen, resolve4, reject, _next, _throw, key, arg) {
      try {
        var info = gen[key](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve4(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve4, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    function _slicedToArray(arr, i) {
      return _arrayWithHoles(arr) || _iterableToArrayLimit(arr, i) || _unsupportedIterableToArray(arr, i) || _nonIterableRest();
    }
    function _nonIterableRest() {
      throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
    }
    function _iterableToArrayLimit(r, l) {
      var t2 = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"];
      if (null != t2) {
        var e, n, i, u, a = [], f = true, o = false;
        try {
          if (i = (t2 = t2.call(r)).next, 0 === l) {
            if (Object(t2) !== t2) return;
            f = false;
          } else for (; !(f = (e = i.call(t2)).done) && (a.push(e.value), a.length !== l); f = true) ;
        } catch (r2) {
          o = true, n = r2;
        } finally {
          try {
            if (!f && null != t2["return"] && (u = t2["return"](), Object(u) !== u)) return;
          } finally {
            if (o) throw n;
          }
        }
        return a;
      }
    }
    function _arrayWithHoles(arr) {
      if (Array.isArray(arr)) return arr;
    }
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _createForOfIteratorHelper(o, allowArrayLike) {
      var it = typeof Symbol !== "undefined" && o[Symbol.iterator] || o["@@iterator"];
      if (!it) {
        if (Array.isArray(o) || (it = _unsupportedIterableToArray(o)) || allowArrayLike && o && typeof o.length === "number") {
          if (it) o = it;
          var i = 0;
          var F = function F2() {
          };
          return {
            s: F,
            n: function n() {
              if (i >= o.length) return {
                done: true
              };
              return {
                done: false,
                value: o[i++]
              };
            },
            e: function e(_e) {
              throw _e;
            },
            f: F
          };
        }
        throw new TypeError("Invalid attempt to iterate non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
      }
      var normalCompletion = true, didErr = false, err;
      return {
        s: function s() {
          it = it.call(o);
        },
        n: function n() {
          var step = it.next();
          normalCompletion = step.done;
          return step;
        },
        e: function e(_e2) {
          didErr = true;
          err = _e2;
        },
        f: function f() {
          try {
            if (!normalCompletion && it["return"] != null) it["return"]();
          } finally {
            if (didErr) throw err;
          }
        }
      };
    }
    function _unsupportedIterableToArray(o, minLen) {
      if (!o) return;
      if (typeof o === "string") return _arrayLikeToArray(o, minLen);
      var n = Object.prototype.toString.call(o).slice(8, -1);
      if (n === "Object" && o.constructor) n = o.constructor.name;
      if (n === "Map" || n === "Set") return Array.from(o);
      if (n === "Arguments" || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(n)) return _arrayLikeToArray(o, minLen);
    }
    function _arrayLikeToArray(arr, len) {
      if (len == null || len > arr.length) len = arr.length;
      for (var i = 0, arr2 = new Array(len); i < len; i++) arr2[i] = arr[i];
      return arr2;
    }
    function ownKeys(e, r) {
      var t2 = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t2.push.apply(t2, o);
      }
      return t2;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t2 = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t2), true).forEach(function(r2) {
          _defineProperty(e, r2, t2[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t2)) : ownKeys(Object(t2)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t2, r2));
        });
      }
      return e;
    }
    function _defineProperty(obj, key, value) {
      key = _toPropertyKey(key);
      if (key in obj) {
        Object.defineProperty(obj, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true
        });
      } else {
        obj[key] = value;
      }
      return obj;
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var PROTOCOL_TUS_V1 = "tus-v1";
    var PROTOCOL_IETF_DRAFT_03 = "ietf-draft-03";
    var PROTOCOL_IETF_DRAFT_05 = "ietf-draft-05";
    var defaultOptions = {
      endpoint: null,
      uploadUrl: null,
      metadata: {},
      metadataForPartialUploads: {},
      fingerprint: null,
      uploadSize: null,
      onProgress: null,
      onChunkComplete: null,
      onSuccess: null,
      onError: null,
      onUploadUrlAvailable: null,
      overridePatchMethod: false,
      headers: {},
      addRequestId: false,
      onBeforeRequest: null,
      onAfterResponse: null,
      onShouldRetry: defaultOnShouldRetry,
      chunkSize: Number.POSITIVE_INFINITY,
      retryDelays: [0, 1e3, 3e3, 5e3],
      parallelUploads: 1,
      parallelUploadBoundaries: null,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: false,
      uploadLengthDeferred: false,
      uploadDataDuringCreation: false,
      urlStorage: null,
      fileReader: null,
      httpStack: null,
      protocol: PROTOCOL_TUS_V1
    };
    var BaseUpload = /* @__PURE__ */ (function() {
      function BaseUpload2(file, options) {
        _classCallCheck(this, BaseUpload2);
        if ("resume" in options) {
          console.log("tus: The `resume` option has been removed in tus-js-client v2. Please use the URL storage API instead.");
        }
        this.options = options;
        this.options.chunkSize = Number(this.options.chunkSize);
        this._urlStorage = this.options.urlStorage;
        this.file = file;
        this.url = null;
        this._req = null;
        this._fingerprint = null;
        this._urlStorageKey = null;
        this._offset = null;
        this._aborted = false;
        this._size = null;
        this._source = null;
        this._retryAttempt = 0;
        this._retryTimeout = null;
        this._offsetBeforeRetry = 0;
        this._parallelUploads = null;
        this._parallelUploadUrls = null;
      }
      return _createClass(BaseUpload2, [{
        key: "findPreviousUploads",
        value: function findPreviousUploads() {
          var _this = this;
          return this.options.fingerprint(this.file, this.options).then(function(fingerprint) {
            return _this._urlStorage.findUploadsByFingerprint(fingerprint);
          });
        }
      }, {
        key: "resumeFromPreviousUpload",
        value: function resumeFromPreviousUpload(previousUpload) {
          this.url = previousUpload.uploadUrl || null;
          this._parallelUploadUrls = previousUpload.parallelUploadUrls || null;
          this._urlStorageKey = previousUpload.urlStorageKey;
        }
      }, {
        key: "start",
        value: function start() {
          var _this2 = this;
          var file = this.file;
          if (!file) {
            this._emitError(new Error("tus: no file or stream to upload provided"));
            return;
          }
          if (![PROTOCOL_TUS_V1, PROTOCOL_IETF_DRAFT_03, PROTOCOL_IETF_DRAFT_05].includes(this.options.protocol)) {
            this._emitError(new Error("tus: unsupported protocol ".concat(this.options.protocol)));
            return;
          }
          if (!this.options.endpoint && !this.options.uploadUrl && !this.url) {
            this._emitError(new Error("tus: neither an endpoint or an upload URL is provided"));
            return;
          }
          var retryDelays2 = this.options.retryDelays;
          if (retryDelays2 != null && Object.prototype.toString.call(retryDelays2) !== "[object Array]") {
            this._emitError(new Error("tus: the `retryDelays` option must either be an array or null"));
            return;
          }
          if (this.options.parallelUploads > 1) {
            for (var _i = 0, _arr = ["uploadUrl", "uploadSize", "uploadLengthDeferred"]; _i < _arr.length; _i++) {
              var optionName = _arr[_i];
              if (this.options[optionName]) {
                this._emitError(new Error("tus: cannot use the ".concat(optionName, " option when parallelUploads is enabled")));
                return;
              }
            }
          }
          if (this.options.parallelUploadBoundaries) {
            if (this.options.parallelUploads <= 1) {
              this._emitError(new Error("tus: cannot use the `parallelUploadBoundaries` option when `parallelUploads` is disabled"));
              return;
            }
            if (this.options.parallelUploads !== this.options.parallelUploadBoundaries.length) {
              this._emitError(new Error("tus: the `parallelUploadBoundaries` must have the same length as the value of `parallelUploads`"));
              return;
            }
          }
          this.options.fingerprint(file, this.options).then(function(fingerprint) {
            if (fingerprint == null) {
              (0, _logger.log)("No fingerprint was calculated meaning that the upload cannot be stored in the URL storage.");
            } else {
              (0, _logger.log)("Calculated fingerprint: ".concat(fingerprint));
            }
            _this2._fingerprint = fingerprint;
            if (_this2._source) {
              return _this2._source;
            }
            return _this2.options.fileReader.openFile(file, _this2.options.chunkSize);
          }).then(function(source) {
            _this2._source = source;
            if (_this2.options.uploadLengthDeferred) {
              _this2._size = null;
            } else if (_this2.options.uploadSize != null) {
              _this2._size = Number(_this2.options.uploadSize);
              if (Number.isNaN(_this2._size)) {
                _this2._emitError(new Error("tus: cannot convert `uploadSize` option into a number"));
                return;
              }
            } else {
              _this2._size = _this2._source.size;
              if (_this2._size == null) {
                _this2._emitError(new Error("tus: cannot automatically derive upload's size from input. Specify it manually using the `uploadSize` option or use the `uploadLengthDeferred` option"));
                return;
              }
            }
            if (_this2.options.parallelUploads > 1 || _this2._parallelUploadUrls != null) {
              _this2._startParallelUpload();
            } else {
              _this2._startSingleUpload();
            }
          })["catch"](function(err) {
            _this2._emitError(err);
          });
        }
        /**
         * Initiate the uploading procedure for a parallelized upload, where one file is split into
         * multiple request which are run in parallel.
         *
         * @api private
         */
      }, {
        key: "_startParallelUpload",
        value: function _startParallelUpload() {
          var _this$options$paralle, _this3 = this;
          var totalSize = this._size;
          var totalProgress = 0;
          this._parallelUploads = [];
          var partCount = this._parallelUploadUrls != null ? this._parallelUploadUrls.length : this.options.parallelUploads;
          var parts = (_this$options$paralle = this.options.parallelUploadBoundaries) !== null && _this$options$paralle !== void 0 ? _this$options$paralle : splitSizeIntoParts(this._source.size, partCount);
          if (this._parallelUploadUrls) {
            parts.forEach(function(part, index) {
              part.uploadUrl = _this3._parallelUploadUrls[index] || null;
            });
          }
          this._parallelUploadUrls = new Array(parts.length);
          var uploads = parts.map(function(part, index) {
            var lastPartProgress = 0;
            return _this3._source.slice(part.start, part.end).then(function(_ref) {
              var value = _ref.value;
              return new Promise(function(resolve4, reject) {
                var options = _objectSpread(_objectSpread({}, _this3.options), {}, {
                  // If available, the partial upload should be resumed from a previous URL.
                  uploadUrl: part.uploadUrl || null,
                  // We take manually care of resuming for partial uploads, so they should
                  // not be stored in the URL storage.
                  storeFingerprintForResuming: false,
                  removeFingerprintOnSuccess: false,
                  // Reset the parallelUploads option to not cause recursion.
                  parallelUploads: 1,
                  // Reset this option as we are not doing a parallel upload.
                  parallelUploadBoundaries: null,
                  metadata: _this3.options.metadataForPartialUploads,
                  // Add the header to indicate the this is a partial upload.
                  headers: _objectSpread(_objectSpread({}, _this3.options.headers), {}, {
                    "Upload-Concat": "partial"
                  }),
                  // Reject or resolve the promise if the upload errors or completes.
                  onSuccess: resolve4,
                  onError: reject,
                  // Based in the progress for this partial upload, calculate the progress
                  // for the entire final upload.
                  onProgress: function onProgress(newPartProgress) {
                    totalProgress = totalProgress - lastPartProgress + newPartProgress;
                    lastPartProgress = newPartProgress;
                    _this3._emitProgress(totalProgress, totalSize);
                  },
                  // Wait until every partial upload has an upload URL, so we can add
                  // them to the URL storage.
                  onUploadUrlAvailable: function onUploadUrlAvailable() {
                    _this3._parallelUploadUrls[index] = upload.url;
                    if (_this3._parallelUploadUrls.filter(function(u) {
                      return Boolean(u);
                    }).length === parts.length) {
                      _this3._saveUploadInUrlStorage();
                    }
                  }
                });
                var upload = new BaseUpload2(value, options);
                upload.start();
                _this3._parallelUploads.push(upload);
              });
            });
          });
          var req;
          Promise.all(uploads).then(function() {
            req = _this3._openRequest("POST", _this3.options.endpoint);
            req.setHeader("Upload-Concat", "final;".concat(_this3._parallelUploadUrls.join(" ")));
            var metadata = encodeMetadata(_this3.options.metadata);
            if (metadata !== "") {
              req.setHeader("Upload-Metadata", metadata);
            }
            return _this3._sendRequest(req, null);
          }).then(function(res) {
            if (!inStatusCategory(res.getStatus(), 200)) {
              _this3._emitHttpError(req, res, "tus: unexpected response while creating upload");
              return;
            }
            var location = res.getHeader("Location");
            if (location == null) {
              _this3._emitHttpError(req, res, "tus: invalid or missing Location header");
              return;
            }
            _this3.url = resolveUrl(_this3.options.endpoint, location);
            (0, _logger.log)("Created upload at ".concat(_this3.url));
            _this3._emitSuccess(res);
          })["catch"](function(err) {
            _this3._emitError(err);
          });
        }
        /**
         * Initiate the uploading procedure for a non-parallel upload. Here the entire file is
         * uploaded in a sequential matter.
         *
         * @api private
         */
      }, {
        key: "_startSingleUpload",
        value: function _startSingleUpload() {
          this._aborted = false;
          if (this.url != null) {
            (0, _logger.log)("Resuming upload from previous URL: ".concat(this.url));
            this._resumeUpload();
            return;
          }
          if (this.options.uploadUrl != null) {
            (0, _logger.log)("Resuming upload from provided URL: ".concat(this.options.uploadUrl));
            this.url = this.options.uploadUrl;
            this._resumeUpload();
            return;
          }
          (0, _logger.log)("Creating a new upload");
          this._createUpload();
        }
        /**
         * Abort any running request and stop the current upload. After abort is called, no event
         * handler will be invoked anymore. You can use the `start` method to resume the upload
         * again.
         * If `shouldTerminate` is true, the `terminate` function will be called to remove the
         * current upload from the server.
         *
         * @param {boolean} shouldTerminate True if the upload should be deleted from the server.
         * @return {Promise} The Promise will be resolved/rejected when the requests finish.
         */
      }, {
        key: "abort",
        value: function abort(shouldTerminate) {
          var _this4 = this;
          if (this._parallelUploads != null) {
            var _iterator = _createForOfIteratorHelper(this._parallelUploads), _step;
            try {
              for (_iterator.s(); !(_step = _iterator.n()).done; ) {
                var upload = _step.value;
                upload.abort(shouldTerminate);
              }
            } catch (err) {
              _iterator.e(err);
            } finally {
              _iterator.f();
            }
          }
          if (this._req !== null) {
            this._req.abort();
          }
          this._aborted = true;
          if (this._retryTimeout != null) {
            clearTimeout(this._retryTimeout);
            this._retryTimeout = null;
          }
          if (!shouldTerminate || this.url == null) {
            return Promise.resolve();
          }
          return BaseUpload2.terminate(this.url, this.options).then(function() {
            return _this4._removeFromUrlStorage();
          });
        }
      }, {
        key: "_emitHttpError",
        value: function _emitHttpError(req, res, message, causingErr) {
          this._emitError(new _error.default(message, causingErr, req, res));
        }
      }, {
        key: "_emitError",
        value: function _emitError(err) {
          var _this5 = this;
          if (this._aborted) return;
          if (this.options.retryDelays != null) {
            var shouldResetDelays = this._offset != null && this._offset > this._offsetBeforeRetry;
            if (shouldResetDelays) {
              this._retryAttempt = 0;
            }
            if (shouldRetry(err, this._retryAttempt, this.options)) {
              var delay = this.options.retryDelays[this._retryAttempt++];
              this._offsetBeforeRetry = this._offset;
              this._retryTimeout = setTimeout(function() {
                _this5.start();
              }, delay);
              return;
            }
          }
          if (typeof this.options.onError === "function") {
            this.options.onError(err);
          } else {
            throw err;
          }
        }
        /**
         * Publishes notification if the upload has been successfully completed.
         *
         * @param {object} lastResponse Last HTTP response.
         * @api private
         */
      }, {
        key: "_emitSuccess",
        value: function _emitSuccess(lastResponse) {
          if (this.options.removeFingerprintOnSuccess) {
            this._removeFromUrlStorage();
          }
          if (typeof this.options.onSuccess === "function") {
            this.options.onSuccess({
              lastResponse
            });
          }
        }
        /**
         * Publishes notification when data has been sent to the server. This
         * data may not have been accepted by the server yet.
         *
         * @param {number} bytesSent  Number of bytes sent to the server.
         * @param {number} bytesTotal Total number of bytes to be sent to the server.
         * @api private
         */
      }, {
        key: "_emitProgress",
        value: function _emitProgress(bytesSent, bytesTotal) {
          if (typeof this.options.onProgress === "function") {
            this.options.onProgress(bytesSent, bytesTotal);
          }
        }
        /**
         * Publishes notification when a chunk of data has been sent to the server
         * and accepted by the server.
         * @param {number} chunkSize  Size of the chunk that was accepted by the server.
         * @param {number} bytesAccepted Total number of bytes that have been
         *                                accepted by the server.
         * @param {number} bytesTotal Total number of bytes to be sent to the server.
         * @api private
         */
      }, {
        key: "_emitChunkComplete",
        value: function _emitChunkComplete(chunkSize, bytesAccepted, bytesTotal) {
          if (typeof this.options.onChunkComplete === "function") {
            this.options.onChunkComplete(chunkSize, bytesAccepted, bytesTotal);
          }
        }
        /**
         * Create a new upload using the creation extension by sending a POST
         * request to the endpoint. After successful creation the file will be
         * uploaded
         *
         * @api private
         */
      }, {
        key: "_createUpload",
        value: function _createUpload() {
          var _this6 = this;
          if (!this.options.endpoint) {
            this._emitError(new Error("tus: unable to create upload because no endpoint is provided"));
            return;
          }
          var req = this._openRequest("POST", this.options.endpoint);
          if (this.options.uploadLengthDeferred) {
            req.setHeader("Upload-Defer-Length", "1");
          } else {
            req.setHeader("Upload-Length", "".concat(this._size));
          }
          var metadata = encodeMetadata(this.options.metadata);
          if (metadata !== "") {
            req.setHeader("Upload-Metadata", metadata);
          }
          var promise;
          if (this.options.uploadDataDuringCreation && !this.options.uploadLengthDeferred) {
            this._offset = 0;
            promise = this._addChunkToRequest(req);
          } else {
            if (this.options.protocol === PROTOCOL_IETF_DRAFT_03 || this.options.protocol === PROTOCOL_IETF_DRAFT_05) {
              req.setHeader("Upload-Complete", "?0");
            }
            promise = this._sendRequest(req, null);
          }
          promise.then(function(res) {
            if (!inStatusCategory(res.getStatus(), 200)) {
              _this6._emitHttpError(req, res, "tus: unexpected response while creating upload");
              return;
            }
            var location = res.getHeader("Location");
            if (location == null) {
              _this6._emitHttpError(req, res, "tus: invalid or missing Location header");
              return;
            }
            _this6.url = resolveUrl(_this6.options.endpoint, location);
            (0, _logger.log)("Created upload at ".concat(_this6.url));
            if (typeof _this6.options.onUploadUrlAvailable === "function") {
              _this6.options.onUploadUrlAvailable();
            }
            if (_this6._size === 0) {
              _this6._emitSuccess(res);
              _this6._source.close();
              return;
            }
            _this6._saveUploadInUrlStorage().then(function() {
              if (_this6.options.uploadDataDuringCreation) {
                _this6._handleUploadResponse(req, res);
              } else {
                _this6._offset = 0;
                _this6._performUpload();
              }
            });
          })["catch"](function(err) {
            _this6._emitHttpError(req, null, "tus: failed to create upload", err);
          });
        }
        /*
         * Try to resume an existing upload. First a HEAD request will be sent
         * to retrieve the offset. If the request fails a new upload will be
         * created. In the case of a successful response the file will be uploaded.
         *
         * @api private
         */
      }, {
        key: "_resumeUpload",
        value: function _resumeUpload() {
          var _this7 = this;
          var req = this._openRequest("HEAD", this.url);
          var promise = this._sendRequest(req, null);
          promise.then(function(res) {
            var status = res.getStatus();
            if (!inStatusCategory(status, 200)) {
              if (status === 423) {
                _this7._emitHttpError(req, res, "tus: upload is currently locked; retry later");
                return;
              }
              if (inStatusCategory(status, 400)) {
                _this7._removeFromUrlStorage();
              }
              if (!_this7.options.endpoint) {
                _this7._emitHttpError(req, res, "tus: unable to resume upload (new upload cannot be created without an endpoint)");
                return;
              }
              _this7.url = null;
              _this7._createUpload();
              return;
            }
            var offset = Number.parseInt(res.getHeader("Upload-Offset"), 10);
            if (Number.isNaN(offset)) {
              _this7._emitHttpError(req, res, "tus: invalid or missing offset value");
              return;
            }
            var length = Number.parseInt(res.getHeader("Upload-Length"), 10);
            if (Number.isNaN(length) && !_this7.options.uploadLengthDeferred && _this7.options.protocol === PROTOCOL_TUS_V1) {
              _this7._emitHttpError(req, res, "tus: invalid or missing length value");
              return;
            }
            if (typeof _this7.options.onUploadUrlAvailable === "function") {
              _this7.options.onUploadUrlAvailable();
            }
            _this7._saveUploadInUrlStorage().then(function() {
              if (offset === length) {
                _this7._emitProgress(length, length);
                _this7._emitSuccess(res);
                return;
              }
              _this7._offset = offset;
              _this7._performUpload();
            });
          })["catch"](function(err) {
            _this7._emitHttpError(req, null, "tus: failed to resume upload", err);
          });
        }
        /**
         * Start uploading the file using PATCH requests. The file will be divided
         * into chunks as specified in the chunkSize option. During the upload
         * the onProgress event handler may be invoked multiple times.
         *
         * @api private
         */
      }, {
        key: "_performUpload",
        value: function _performUpload() {
          var _this8 = this;
          if (this._aborted) {
            return;
          }
          var req;
          if (this.options.overridePatchMethod) {
            req = this._openRequest("POST", this.url);
            req.setHeader("X-HTTP-Method-Override", "PATCH");
          } else {
            req = this._openRequest("PATCH", this.url);
          }
          req.setHeader("Upload-Offset", "".concat(this._offset));
          var promise = this._addChunkToRequest(req);
          promise.then(function(res) {
            if (!inStatusCategory(res.getStatus(), 200)) {
              _this8._emitHttpError(req, res, "tus: unexpected response while uploading chunk");
              return;
            }
            _this8._handleUploadResponse(req, res);
          })["catch"](function(err) {
            if (_this8._aborted) {
              return;
            }
            _this8._emitHttpError(req, null, "tus: failed to upload chunk at offset ".concat(_this8._offset), err);
          });
        }
        /**
         * _addChunktoRequest reads a chunk from the source and sends it using the
         * supplied request object. It will not handle the response.
         *
         * @api private
         */
      }, {
        key: "_addChunkToRequest",
        value: function _addChunkToRequest(req) {
          var _this9 = this;
          var start = this._offset;
          var end = this._offset + this.options.chunkSize;
          req.setProgressHandler(function(bytesSent) {
            _this9._emitProgress(start + bytesSent, _this9._size);
          });
          if (this.options.protocol === PROTOCOL_TUS_V1) {
            req.setHeader("Content-Type", "application/offset+octet-stream");
          } else if (this.options.protocol === PROTOCOL_IETF_DRAFT_05) {
            req.setHeader("Content-Type", "application/partial-upload");
          }
          if ((end === Number.POSITIVE_INFINITY || end > this._size) && !this.options.uploadLengthDeferred) {
            end = this._size;
          }
          return this._source.slice(start, end).then(function(_ref2) {
            var value = _ref2.value, done = _ref2.done;
            var valueSize = value !== null && value !== void 0 && value.size ? value.size : 0;
            if (_this9.options.uploadLengthDeferred && done) {
              _this9._size = _this9._offset + valueSize;
              req.setHeader("Upload-Length", "".concat(_this9._size));
            }
            var newSize = _this9._offset + valueSize;
            if (!_this9.options.uploadLengthDeferred && done && newSize !== _this9._size) {
              return Promise.reject(new Error("upload was configured with a size of ".concat(_this9._size, " bytes, but the source is done after ").concat(newSize, " bytes")));
            }
            if (value === null) {
              return _this9._sendRequest(req);
            }
            if (_this9.options.protocol === PROTOCOL_IETF_DRAFT_03 || _this9.options.protocol === PROTOCOL_IETF_DRAFT_05) {
              req.setHeader("Upload-Complete", done ? "?1" : "?0");
            }
            _this9._emitProgress(_this9._offset, _this9._size);
            return _this9._sendRequest(req, value);
          });
        }
        /**
         * _handleUploadResponse is used by requests that haven been sent using _addChunkToRequest
         * and already have received a response.
         *
         * @api private
         */
      }, {
        key: "_handleUploadResponse",
        value: function _handleUploadResponse(req, res) {
          var offset = Number.parseInt(res.getHeader("Upload-Offset"), 10);
          if (Number.isNaN(offset)) {
            this._emitHttpError(req, res, "tus: invalid or missing offset value");
            return;
          }
          this._emitProgress(offset, this._size);
          this._emitChunkComplete(offset - this._offset, offset, this._size);
          this._offset = offset;
          if (offset === this._size) {
            this._emitSuccess(res);
            this._source.close();
            return;
          }
          this._performUpload();
        }
        /**
         * Create a new HTTP request object with the given method and URL.
         *
         * @api private
         */
      }, {
        key: "_openRequest",
        value: function _openRequest(method, url) {
          var req = openRequest(method, url, this.options);
          this._req = req;
          return req;
        }
        /**
         * Remove the entry in the URL storage, if it has been saved before.
         *
         * @api private
         */
      }, {
        key: "_removeFromUrlStorage",
        value: function _removeFromUrlStorage() {
          var _this10 = this;
          if (!this._urlStorageKey) return;
          this._urlStorage.removeUpload(this._urlStorageKey)["catch"](function(err) {
            _this10._emitError(err);
          });
          this._urlStorageKey = null;
        }
        /**
         * Add the upload URL to the URL storage, if possible.
         *
         * @api private
         */
      }, {
        key: "_saveUploadInUrlStorage",
        value: function _saveUploadInUrlStorage() {
          var _this11 = this;
          if (!this.options.storeFingerprintForResuming || !this._fingerprint || this._urlStorageKey !== null) {
            return Promise.resolve();
          }
          var storedUpload = {
            size: this._size,
            metadata: this.options.metadata,
            creationTime: (/* @__PURE__ */ new Date()).toString()
          };
          if (this._parallelUploads) {
            storedUpload.parallelUploadUrls = this._parallelUploadUrls;
          } else {
            storedUpload.uploadUrl = this.url;
          }
          return this._urlStorage.addUpload(this._fingerprint, storedUpload).then(function(urlStorageKey) {
            _this11._urlStorageKey = urlStorageKey;
          });
        }
        /**
         * Send a request with the provided body.
         *
         * @api private
         */
      }, {
        key: "_sendRequest",
        value: function _sendRequest(req) {
          var body = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : null;
          return sendRequest(req, body, this.options);
        }
      }], [{
        key: "terminate",
        value: function terminate(url) {
          var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
          var req = openRequest("DELETE", url, options);
          return sendRequest(req, null, options).then(function(res) {
            if (res.getStatus() === 204) {
              return;
            }
            throw new _error.default("tus: unexpected response while terminating upload", null, req, res);
          })["catch"](function(err) {
            if (!(err instanceof _error.default)) {
              err = new _error.default("tus: failed to terminate upload", err, req, null);
            }
            if (!shouldRetry(err, 0, options)) {
              throw err;
            }
            var delay = options.retryDelays[0];
            var remainingDelays = options.retryDelays.slice(1);
            var newOptions = _objectSpread(_objectSpread({}, options), {}, {
              retryDelays: remainingDelays
            });
            return new Promise(function(resolve4) {
              return setTimeout(resolve4, delay);
            }).then(function() {
              return BaseUpload2.terminate(url, newOptions);
            });
          });
        }
      }]);
    })();
    function encodeMetadata(metadata) {
      return Object.entries(metadata).map(function(_ref3) {
        var _ref4 = _slicedToArray(_ref3, 2), key = _ref4[0], value = _ref4[1];
        return "".concat(key, " ").concat(_jsBase.Base64.encode(String(value)));
      }).join(",");
    }
    function inStatusCategory(status, category) {
      return status >= category && status < category + 100;
    }
    function openRequest(method, url, options) {
      var req = options.httpStack.createRequest(method, url);
      if (options.protocol === PROTOCOL_IETF_DRAFT_03) {
        req.setHeader("Upload-Draft-Interop-Version", "5");
      } else if (options.protocol === PROTOCOL_IETF_DRAFT_05) {
        req.setHeader("Upload-Draft-Interop-Version", "6");
      } else {
        req.setHeader("Tus-Resumable", "1.0.0");
      }
      var headers = options.headers || {};
      for (var _i2 = 0, _Object$entries = Object.entries(headers); _i2 < _Object$entries.length; _i2++) {
        var _Object$entries$_i = _slicedToArray(_Object$entries[_i2], 2), name = _Object$entries$_i[0], value = _Object$entries$_i[1];
        req.setHeader(name, value);
      }
      if (options.addRequestId) {
        var requestId = (0, _uuid.default)();
        req.setHeader("X-Request-ID", requestId);
      }
      return req;
    }
    function sendRequest(_x, _x2, _x3) {
      return _sendRequest2.apply(this, arguments);
    }
    function _sendRequest2() {
      _sendRequest2 = _asyncToGenerator(/* @__PURE__ */ _regeneratorRuntime().mark(function _callee(req, body, options) {
        var res;
        return _regeneratorRuntime().wrap(function _callee$(_context) {
          while (1) switch (_context.prev = _context.next) {
            case 0:
              if (!(typeof options.onBeforeRequest === "function")) {
                _context.next = 3;
                break;
              }
              _context.next = 3;
              return options.onBeforeRequest(req);
            case 3:
              _context.next = 5;
              return req.send(body);
            case 5:
              res = _context.sent;
              if (!(typeof options.onAfterResponse === "function")) {
                _context.next = 9;
                break;
              }
              _context.next = 9;
              return options.onAfterResponse(req, res);
            case 9:
              return _context.abrupt("return", res);
            case 10:
            case "end":
              return _context.stop();
          }
        }, _callee);
      }));
      return _sendRequest2.apply(this, arguments);
    }
    function isOnline() {
      var online = true;
      if (typeof navigator !== "undefined" && navigator.onLine === false) {
        online = false;
      }
      return online;
    }
    function shouldRetry(err, retryAttempt, options) {
      if (options.retryDelays == null || retryAttempt >= options.retryDelays.length || err.originalRequest == null) {
        return false;
      }
      if (options && typeof options.onShouldRetry === "function") {
        return options.onShouldRetry(err, retryAttempt, options);
      }
      return defaultOnShouldRetry(err);
    }
    function defaultOnShouldRetry(err) {
      var status = err.originalResponse ? err.originalResponse.getStatus() : 0;
      return (!inStatusCategory(status, 400) || status === 409 || status === 423) && isOnline();
    }
    function resolveUrl(origin, link) {
      return new _urlParse.default(link, origin).toString();
    }
    function splitSizeIntoParts(totalSize, partCount) {
      var partSize = Math.floor(totalSize / partCount);
      var parts = [];
      for (var i = 0; i < partCount; i++) {
        parts.push({
          start: partSize * i,
          end: partSize * (i + 1)
        });
      }
      parts[partCount - 1].end = totalSize;
      return parts;
    }
    BaseUpload.defaultOptions = defaultOptions;
    var _default = exports.default = BaseUpload;
  }
});

// ../../../node_modules/.pnpm/is-stream@2.0.1/node_modules/is-stream/index.js
var require_is_stream = __commonJS({
  "../../../node_modules/.pnpm/is-stream@2.0.1/node_modules/is-stream/index.js"(exports, module) {
    "use strict";
    var isStream = (stream) => stream !== null && typeof stream === "object" && typeof stream.pipe === "function";
    isStream.writable = (stream) => isStream(stream) && stream.writable !== false && typeof stream._write === "function" && typeof stream._writableState === "object";
    isStream.readable = (stream) => isStream(stream) && stream.readable !== false && typeof stream._read === "function" && typeof stream._readableState === "object";
    isStream.duplex = (stream) => isStream.writable(stream) && isStream.readable(stream);
    isStream.transform = (stream) => isStream.duplex(stream) && typeof stream._transform === "function";
    module.exports = isStream;
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/BufferSource.js
var require_BufferSource = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/BufferSource.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var BufferSource = exports.default = /* @__PURE__ */ (function() {
      function BufferSource2(buffer) {
        _classCallCheck(this, BufferSource2);
        this._buffer = buffer;
        this.size = buffer.length;
      }
      return _createClass(BufferSource2, [{
        key: "slice",
        value: function slice(start, end) {
          var value = this._buffer.slice(start, end);
          value.size = value.length;
          var done = end >= this.size;
          return Promise.resolve({
            value,
            done
          });
        }
      }, {
        key: "close",
        value: function close() {
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/FileSource.js
var require_FileSource = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/FileSource.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = getFileSource;
    var _fs = __require("fs");
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _regeneratorRuntime() {
      "use strict";
      _regeneratorRuntime = function _regeneratorRuntime2() {
        return e;
      };
      var t2, e = {}, r = Object.prototype, n = r.hasOwnProperty, o = Object.defineProperty || function(t3, e2, r2) {
        t3[e2] = r2.value;
      }, i = "function" == typeof Symbol ? Symbol : {}, a = i.iterator || "@@iterator", c = i.asyncIterator || "@@asyncIterator", u = i.toStringTag || "@@toStringTag";
      function define2(t3, e2, r2) {
        return Object.defineProperty(t3, e2, {
          value: r2,
          enumerable: true,
          configurable: true,
          writable: true
        }), t3[e2];
      }
      try {
        define2({}, "");
      } catch (t3) {
        define2 = function define3(t4, e2, r2) {
          return t4[e2] = r2;
        };
      }
      function wrap(t3, e2, r2, n2) {
        var i2 = e2 && e2.prototype instanceof Generator ? e2 : Generator, a2 = Object.create(i2.prototype), c2 = new Context(n2 || []);
        return o(a2, "_invoke", {
          value: makeInvokeMethod(t3, r2, c2)
        }), a2;
      }
      function tryCatch(t3, e2, r2) {
        try {
          return {
            type: "normal",
            arg: t3.call(e2, r2)
          };
        } catch (t4) {
          return {
            type: "throw",
            arg: t4
          };
        }
      }
      e.wrap = wrap;
      var h = "suspendedStart", l = "suspendedYield", f = "executing", s = "completed", y = {};
      function Generator() {
      }
      function GeneratorFunction() {
      }
      function GeneratorFunctionPrototype() {
      }
      var p = {};
      define2(p, a, function() {
        return this;
      });
      var d = Object.getPrototypeOf, v = d && d(d(values([])));
      v && v !== r && n.call(v, a) && (p = v);
      var g = GeneratorFunctionPrototype.prototype = Generator.prototype = Object.create(p);
      function defineIteratorMethods(t3) {
        ["next", "throw", "return"].forEach(function(e2) {
          define2(t3, e2, function(t4) {
            return this._invoke(e2, t4);
          });
        });
      }
      function AsyncIterator(t3, e2) {
        function invoke(r3, o2, i2, a2) {
          var c2 = tryCatch(t3[r3], t3, o2);
          if ("throw" !== c2.type) {
            var u2 = c2.arg, h2 = u2.value;
            return h2 && "object" == _typeof(h2) && n.call(h2, "__await") ? e2.resolve(h2.__await).then(function(t4) {
              invoke("next", t4, i2, a2);
            }, function(t4) {
              invoke("throw", t4, i2, a2);
            }) : e2.resolve(h2).then(function(t4) {
              u2.value = t4, i2(u2);
            }, function(t4) {
              return invoke("throw", t4, i2, a2);
            });
          }
          a2(c2.arg);
        }
        var r2;
        o(this, "_invoke", {
          value: function value(t4, n2) {
            function callInvokeWithMethodAndArg() {
              return new e2(function(e3, r3) {
                invoke(t4, n2, e3, r3);
              });
            }
            return r2 = r2 ? r2.then(callInvokeWithMethodAndArg, callInvokeWithMethodAndArg) : callInvokeWithMethodAndArg();
          }
        });
      }
      function makeInvokeMethod(e2, r2, n2) {
        var o2 = h;
        return function(i2, a2) {
          if (o2 === f) throw Error("Generator is already running");
          if (o2 === s) {
            if ("throw" === i2) throw a2;
            return {
              value: t2,
              done: true
            };
          }
          for (n2.method = i2, n2.arg = a2; ; ) {
            var c2 = n2.delegate;
            if (c2) {
              var u2 = maybeInvokeDelegate(c2, n2);
              if (u2) {
                if (u2 === y) continue;
                return u2;
              }
            }
            if ("next" === n2.method) n2.sent = n2._sent = n2.arg;
            else if ("throw" === n2.method) {
              if (o2 === h) throw o2 = s, n2.arg;
              n2.dispatchException(n2.arg);
            } else "return" === n2.method && n2.abrupt("return", n2.arg);
            o2 = f;
            var p2 = tryCatch(e2, r2, n2);
            if ("normal" === p2.type) {
              if (o2 = n2.done ? s : l, p2.arg === y) continue;
              return {
                value: p2.arg,
                done: n2.done
              };
            }
            "throw" === p2.type && (o2 = s, n2.method = "throw", n2.arg = p2.arg);
          }
        };
      }
      function maybeInvokeDelegate(e2, r2) {
        var n2 = r2.method, o2 = e2.iterator[n2];
        if (o2 === t2) return r2.delegate = null, "throw" === n2 && e2.iterator["return"] && (r2.method = "return", r2.arg = t2, maybeInvokeDelegate(e2, r2), "throw" === r2.method) || "return" !== n2 && (r2.method = "throw", r2.arg = new TypeError("The iterator does not provide a '" + n2 + "' method")), y;
        var i2 = tryCatch(o2, e2.iterator, r2.arg);
        if ("throw" === i2.type) return r2.method = "throw", r2.arg = i2.arg, r2.delegate = null, y;
        var a2 = i2.arg;
        return a2 ? a2.done ? (r2[e2.resultName] = a2.value, r2.next = e2.nextLoc, "return" !== r2.method && (r2.method = "next", r2.arg = t2), r2.delegate = null, y) : a2 : (r2.method = "throw", r2.arg = new TypeError("iterator result is not an object"), r2.delegate = null, y);
      }
      function pushTryEntry(t3) {
        var e2 = {
          tryLoc: t3[0]
        };
        1 in t3 && (e2.catchLoc = t3[1]), 2 in t3 && (e2.finallyLoc = t3[2], e2.afterLoc = t3[3]), this.tryEntries.push(e2);
      }
      function resetTryEntry(t3) {
        var e2 = t3.completion || {};
        e2.type = "normal", delete e2.arg, t3.completion = e2;
      }
      function Context(t3) {
        this.tryEntries = [{
          tryLoc: "root"
        }], t3.forEach(pushTryEntry, this), this.reset(true);
      }
      function values(e2) {
        if (e2 || "" === e2) {
          var r2 = e2[a];
          if (r2) return r2.call(e2);
          if ("function" == typeof e2.next) return e2;
          if (!isNaN(e2.length)) {
            var o2 = -1, i2 = function next() {
              for (; ++o2 < e2.length; ) if (n.call(e2, o2)) return next.value = e2[o2], next.done = false, next;
              return next.value = t2, next.done = true, next;
            };
            return i2.next = i2;
          }
        }
        throw new TypeError(_typeof(e2) + " is not iterable");
      }
      return GeneratorFunction.prototype = GeneratorFunctionPrototype, o(g, "constructor", {
        value: GeneratorFunctionPrototype,
        configurable: true
      }), o(GeneratorFunctionPrototype, "constructor", {
        value: GeneratorFunction,
        configurable: true
      }), GeneratorFunction.displayName = define2(GeneratorFunctionPrototype, u, "GeneratorFunction"), e.isGeneratorFunction = function(t3) {
        var e2 = "function" == typeof t3 && t3.constructor;
        return !!e2 && (e2 === GeneratorFunction || "GeneratorFunction" === (e2.displayName || e2.name));
      }, e.mark = function(t3) {
        return Object.setPrototypeOf ? Object.setPrototypeOf(t3, GeneratorFunctionPrototype) : (t3.__proto__ = GeneratorFunctionPrototype, define2(t3, u, "GeneratorFunction")), t3.prototype = Object.create(g), t3;
      }, e.awrap = function(t3) {
        return {
          __await: t3
        };
      }, defineIteratorMethods(AsyncIterator.prototype), define2(AsyncIterator.prototype, c, function() {
        return this;
      }), e.AsyncIterator = AsyncIterator, e.async = function(t3, r2, n2, o2, i2) {
        void 0 === i2 && (i2 = Promise);
        var a2 = new AsyncIterator(wrap(t3, r2, n2, o2), i2);
        return e.isGeneratorFunction(r2) ? a2 : a2.next().then(function(t4) {
          return t4.done ? t4.value : a2.next();
        });
      }, defineIteratorMethods(g), define2(g, u, "Generator"), define2(g, a, function() {
        return this;
      }), define2(g, "toString", function() {
        return "[object Generator]";
      }), e.keys = function(t3) {
        var e2 = Object(t3), r2 = [];
        for (var n2 in e2) r2.push(n2);
        return r2.reverse(), function next() {
          for (; r2.length; ) {
            var t4 = r2.pop();
            if (t4 in e2) return next.value = t4, next.done = false, next;
          }
          return next.done = true, next;
        };
      }, e.values = values, Context.prototype = {
        constructor: Context,
        reset: function reset(e2) {
          if (this.prev = 0, this.next = 0, this.sent = this._sent = t2, this.done = false, this.delegate = null, this.method = "next", this.arg = t2, this.tryEntries.forEach(resetTryEntry), !e2) for (var r2 in this) "t" === r2.charAt(0) && n.call(this, r2) && !isNaN(+r2.slice(1)) && (this[r2] = t2);
        },
        stop: function stop() {
          this.done = true;
          var t3 = this.tryEntries[0].completion;
          if ("throw" === t3.type) throw t3.arg;
          return this.rval;
        },
        dispatchException: function dispatchException(e2) {
          if (this.done) throw e2;
          var r2 = this;
          function handle(n2, o3) {
            return a2.type = "throw", a2.arg = e2, r2.next = n2, o3 && (r2.method = "next", r2.arg = t2), !!o3;
          }
          for (var o2 = this.tryEntries.length - 1; o2 >= 0; --o2) {
            var i2 = this.tryEntries[o2], a2 = i2.completion;
            if ("root" === i2.tryLoc) return handle("end");
            if (i2.tryLoc <= this.prev) {
              var c2 = n.call(i2, "catchLoc"), u2 = n.call(i2, "finallyLoc");
              if (c2 && u2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              } else if (c2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
              } else {
                if (!u2) throw Error("try statement without catch or finally");
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              }
            }
          }
        },
        abrupt: function abrupt(t3, e2) {
          for (var r2 = this.tryEntries.length - 1; r2 >= 0; --r2) {
            var o2 = this.tryEntries[r2];
            if (o2.tryLoc <= this.prev && n.call(o2, "finallyLoc") && this.prev < o2.finallyLoc) {
              var i2 = o2;
              break;
            }
          }
          i2 && ("break" === t3 || "continue" === t3) && i2.tryLoc <= e2 && e2 <= i2.finallyLoc && (i2 = null);
          var a2 = i2 ? i2.completion : {};
          return a2.type = t3, a2.arg = e2, i2 ? (this.method = "next", this.next = i2.finallyLoc, y) : this.complete(a2);
        },
        complete: function complete2(t3, e2) {
          if ("throw" === t3.type) throw t3.arg;
          return "break" === t3.type || "continue" === t3.type ? this.next = t3.arg : "return" === t3.type ? (this.rval = this.arg = t3.arg, this.method = "return", this.next = "end") : "normal" === t3.type && e2 && (this.next = e2), y;
        },
        finish: function finish(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.finallyLoc === t3) return this.complete(r2.completion, r2.afterLoc), resetTryEntry(r2), y;
          }
        },
        "catch": function _catch(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.tryLoc === t3) {
              var n2 = r2.completion;
              if ("throw" === n2.type) {
                var o2 = n2.arg;
                resetTryEntry(r2);
              }
              return o2;
            }
          }
          throw Error("illegal catch attempt");
        },
        delegateYield: function delegateYield(e2, r2, n2) {
          return this.delegate = {
            iterator: values(e2),
            resultName: r2,
            nextLoc: n2
          }, "next" === this.method && (this.arg = t2), y;
        }
      }, e;
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    function asyncGeneratorStep(gen, resolve4, reject, _next, _throw, key, arg) {
      try {
        var info = gen[key](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve4(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve4, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    function getFileSource(_x) {
      return _getFileSource.apply(this, arguments);
    }
    function _getFileSource() {
      _getFileSource = _asyncToGenerator(/* @__PURE__ */ _regeneratorRuntime().mark(function _callee(stream) {
        var _stream$start;
        var path, _yield$fsPromises$sta, size, start, end, actualSize;
        return _regeneratorRuntime().wrap(function _callee$(_context) {
          while (1) switch (_context.prev = _context.next) {
            case 0:
              path = stream.path.toString();
              _context.next = 3;
              return _fs.promises.stat(path);
            case 3:
              _yield$fsPromises$sta = _context.sent;
              size = _yield$fsPromises$sta.size;
              start = (_stream$start = stream.start) !== null && _stream$start !== void 0 ? _stream$start : 0;
              end = Number.isFinite(stream.end) ? stream.end + 1 : size;
              actualSize = end - start;
              return _context.abrupt("return", new FileSource(stream, path, actualSize));
            case 9:
            case "end":
              return _context.stop();
          }
        }, _callee);
      }));
      return _getFileSource.apply(this, arguments);
    }
    var FileSource = /* @__PURE__ */ (function() {
      function FileSource2(stream, path, size) {
        _classCallCheck(this, FileSource2);
        this._stream = stream;
        this._path = path;
        this.size = size;
      }
      return _createClass(FileSource2, [{
        key: "slice",
        value: function slice(start, end) {
          var _this$_stream$start;
          var offset = (_this$_stream$start = this._stream.start) !== null && _this$_stream$start !== void 0 ? _this$_stream$start : 0;
          var stream = (0, _fs.createReadStream)(this._path, {
            start: offset + start,
            // The `end` option for createReadStream is treated inclusively
            // (see https://nodejs.org/api/fs.html#fs_fs_createreadstream_path_options).
            // However, the Buffer#slice(start, end) and also our Source#slice(start, end)
            // method treat the end range exclusively, so we have to subtract 1.
            // This prevents an off-by-one error when reporting upload progress.
            end: offset + end - 1,
            autoClose: true
          });
          stream.size = Math.min(end - start, this.size);
          var done = stream.size >= this.size;
          return Promise.resolve({
            value: stream,
            done
          });
        }
      }, {
        key: "close",
        value: function close() {
          this._stream.destroy();
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/StreamSource.js
var require_StreamSource = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/sources/StreamSource.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _regeneratorRuntime() {
      "use strict";
      _regeneratorRuntime = function _regeneratorRuntime2() {
        return e;
      };
      var t2, e = {}, r = Object.prototype, n = r.hasOwnProperty, o = Object.defineProperty || function(t3, e2, r2) {
        t3[e2] = r2.value;
      }, i = "function" == typeof Symbol ? Symbol : {}, a = i.iterator || "@@iterator", c = i.asyncIterator || "@@asyncIterator", u = i.toStringTag || "@@toStringTag";
      function define2(t3, e2, r2) {
        return Object.defineProperty(t3, e2, {
          value: r2,
          enumerable: true,
          configurable: true,
          writable: true
        }), t3[e2];
      }
      try {
        define2({}, "");
      } catch (t3) {
        define2 = function define3(t4, e2, r2) {
          return t4[e2] = r2;
        };
      }
      function wrap(t3, e2, r2, n2) {
        var i2 = e2 && e2.prototype instanceof Generator ? e2 : Generator, a2 = Object.create(i2.prototype), c2 = new Context(n2 || []);
        return o(a2, "_invoke", {
          value: makeInvokeMethod(t3, r2, c2)
        }), a2;
      }
      function tryCatch(t3, e2, r2) {
        try {
          return {
            type: "normal",
            arg: t3.call(e2, r2)
          };
        } catch (t4) {
          return {
            type: "throw",
            arg: t4
          };
        }
      }
      e.wrap = wrap;
      var h = "suspendedStart", l = "suspendedYield", f = "executing", s = "completed", y = {};
      function Generator() {
      }
      function GeneratorFunction() {
      }
      function GeneratorFunctionPrototype() {
      }
      var p = {};
      define2(p, a, function() {
        return this;
      });
      var d = Object.getPrototypeOf, v = d && d(d(values([])));
      v && v !== r && n.call(v, a) && (p = v);
      var g = GeneratorFunctionPrototype.prototype = Generator.prototype = Object.create(p);
      function defineIteratorMethods(t3) {
        ["next", "throw", "return"].forEach(function(e2) {
          define2(t3, e2, function(t4) {
            return this._invoke(e2, t4);
          });
        });
      }
      function AsyncIterator(t3, e2) {
        function invoke(r3, o2, i2, a2) {
          var c2 = tryCatch(t3[r3], t3, o2);
          if ("throw" !== c2.type) {
            var u2 = c2.arg, h2 = u2.value;
            return h2 && "object" == _typeof(h2) && n.call(h2, "__await") ? e2.resolve(h2.__await).then(function(t4) {
              invoke("next", t4, i2, a2);
            }, function(t4) {
              invoke("throw", t4, i2, a2);
            }) : e2.resolve(h2).then(function(t4) {
              u2.value = t4, i2(u2);
            }, function(t4) {
              return invoke("throw", t4, i2, a2);
            });
          }
          a2(c2.arg);
        }
        var r2;
        o(this, "_invoke", {
          value: function value(t4, n2) {
            function callInvokeWithMethodAndArg() {
              return new e2(function(e3, r3) {
                invoke(t4, n2, e3, r3);
              });
            }
            return r2 = r2 ? r2.then(callInvokeWithMethodAndArg, callInvokeWithMethodAndArg) : callInvokeWithMethodAndArg();
          }
        });
      }
      function makeInvokeMethod(e2, r2, n2) {
        var o2 = h;
        return function(i2, a2) {
          if (o2 === f) throw Error("Generator is already running");
          if (o2 === s) {
            if ("throw" === i2) throw a2;
            return {
              value: t2,
              done: true
            };
          }
          for (n2.method = i2, n2.arg = a2; ; ) {
            var c2 = n2.delegate;
            if (c2) {
              var u2 = maybeInvokeDelegate(c2, n2);
              if (u2) {
                if (u2 === y) continue;
                return u2;
              }
            }
            if ("next" === n2.method) n2.sent = n2._sent = n2.arg;
            else if ("throw" === n2.method) {
              if (o2 === h) throw o2 = s, n2.arg;
              n2.dispatchException(n2.arg);
            } else "return" === n2.method && n2.abrupt("return", n2.arg);
            o2 = f;
            var p2 = tryCatch(e2, r2, n2);
            if ("normal" === p2.type) {
              if (o2 = n2.done ? s : l, p2.arg === y) continue;
              return {
                value: p2.arg,
                done: n2.done
              };
            }
            "throw" === p2.type && (o2 = s, n2.method = "throw", n2.arg = p2.arg);
          }
        };
      }
      function maybeInvokeDelegate(e2, r2) {
        var n2 = r2.method, o2 = e2.iterator[n2];
        if (o2 === t2) return r2.delegate = null, "throw" === n2 && e2.iterator["return"] && (r2.method = "return", r2.arg = t2, maybeInvokeDelegate(e2, r2), "throw" === r2.method) || "return" !== n2 && (r2.method = "throw", r2.arg = new TypeError("The iterator does not provide a '" + n2 + "' method")), y;
        var i2 = tryCatch(o2, e2.iterator, r2.arg);
        if ("throw" === i2.type) return r2.method = "throw", r2.arg = i2.arg, r2.delegate = null, y;
        var a2 = i2.arg;
        return a2 ? a2.done ? (r2[e2.resultName] = a2.value, r2.next = e2.nextLoc, "return" !== r2.method && (r2.method = "next", r2.arg = t2), r2.delegate = null, y) : a2 : (r2.method = "throw", r2.arg = new TypeError("iterator result is not an object"), r2.delegate = null, y);
      }
      function pushTryEntry(t3) {
        var e2 = {
          tryLoc: t3[0]
        };
        1 in t3 && (e2.catchLoc = t3[1]), 2 in t3 && (e2.finallyLoc = t3[2], e2.afterLoc = t3[3]), this.tryEntries.push(e2);
      }
      function resetTryEntry(t3) {
        var e2 = t3.completion || {};
        e2.type = "normal", delete e2.arg, t3.completion = e2;
      }
      function Context(t3) {
        this.tryEntries = [{
          tryLoc: "root"
        }], t3.forEach(pushTryEntry, this), this.reset(true);
      }
      function values(e2) {
        if (e2 || "" === e2) {
          var r2 = e2[a];
          if (r2) return r2.call(e2);
          if ("function" == typeof e2.next) return e2;
          if (!isNaN(e2.length)) {
            var o2 = -1, i2 = function next() {
              for (; ++o2 < e2.length; ) if (n.call(e2, o2)) return next.value = e2[o2], next.done = false, next;
              return next.value = t2, next.done = true, next;
            };
            return i2.next = i2;
          }
        }
        throw new TypeError(_typeof(e2) + " is not iterable");
      }
      return GeneratorFunction.prototype = GeneratorFunctionPrototype, o(g, "constructor", {
        value: GeneratorFunctionPrototype,
        configurable: true
      }), o(GeneratorFunctionPrototype, "constructor", {
        value: GeneratorFunction,
        configurable: true
      }), GeneratorFunction.displayName = define2(GeneratorFunctionPrototype, u, "GeneratorFunction"), e.isGeneratorFunction = function(t3) {
        var e2 = "function" == typeof t3 && t3.constructor;
        return !!e2 && (e2 === GeneratorFunction || "GeneratorFunction" === (e2.displayName || e2.name));
      }, e.mark = function(t3) {
        return Object.setPrototypeOf ? Object.setPrototypeOf(t3, GeneratorFunctionPrototype) : (t3.__proto__ = GeneratorFunctionPrototype, define2(t3, u, "GeneratorFunction")), t3.prototype = Object.create(g), t3;
      }, e.awrap = function(t3) {
        return {
          __await: t3
        };
      }, defineIteratorMethods(AsyncIterator.prototype), define2(AsyncIterator.prototype, c, function() {
        return this;
      }), e.AsyncIterator = AsyncIterator, e.async = function(t3, r2, n2, o2, i2) {
        void 0 === i2 && (i2 = Promise);
        var a2 = new AsyncIterator(wrap(t3, r2, n2, o2), i2);
        return e.isGeneratorFunction(r2) ? a2 : a2.next().then(function(t4) {
          return t4.done ? t4.value : a2.next();
        });
      }, defineIteratorMethods(g), define2(g, u, "Generator"), define2(g, a, function() {
        return this;
      }), define2(g, "toString", function() {
        return "[object Generator]";
      }), e.keys = function(t3) {
        var e2 = Object(t3), r2 = [];
        for (var n2 in e2) r2.push(n2);
        return r2.reverse(), function next() {
          for (; r2.length; ) {
            var t4 = r2.pop();
            if (t4 in e2) return next.value = t4, next.done = false, next;
          }
          return next.done = true, next;
        };
      }, e.values = values, Context.prototype = {
        constructor: Context,
        reset: function reset(e2) {
          if (this.prev = 0, this.next = 0, this.sent = this._sent = t2, this.done = false, this.delegate = null, this.method = "next", this.arg = t2, this.tryEntries.forEach(resetTryEntry), !e2) for (var r2 in this) "t" === r2.charAt(0) && n.call(this, r2) && !isNaN(+r2.slice(1)) && (this[r2] = t2);
        },
        stop: function stop() {
          this.done = true;
          var t3 = this.tryEntries[0].completion;
          if ("throw" === t3.type) throw t3.arg;
          return this.rval;
        },
        dispatchException: function dispatchException(e2) {
          if (this.done) throw e2;
          var r2 = this;
          function handle(n2, o3) {
            return a2.type = "throw", a2.arg = e2, r2.next = n2, o3 && (r2.method = "next", r2.arg = t2), !!o3;
          }
          for (var o2 = this.tryEntries.length - 1; o2 >= 0; --o2) {
            var i2 = this.tryEntries[o2], a2 = i2.completion;
            if ("root" === i2.tryLoc) return handle("end");
            if (i2.tryLoc <= this.prev) {
              var c2 = n.call(i2, "catchLoc"), u2 = n.call(i2, "finallyLoc");
              if (c2 && u2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              } else if (c2) {
                if (this.prev < i2.catchLoc) return handle(i2.catchLoc, true);
              } else {
                if (!u2) throw Error("try statement without catch or finally");
                if (this.prev < i2.finallyLoc) return handle(i2.finallyLoc);
              }
            }
          }
        },
        abrupt: function abrupt(t3, e2) {
          for (var r2 = this.tryEntries.length - 1; r2 >= 0; --r2) {
            var o2 = this.tryEntries[r2];
            if (o2.tryLoc <= this.prev && n.call(o2, "finallyLoc") && this.prev < o2.finallyLoc) {
              var i2 = o2;
              break;
            }
          }
          i2 && ("break" === t3 || "continue" === t3) && i2.tryLoc <= e2 && e2 <= i2.finallyLoc && (i2 = null);
          var a2 = i2 ? i2.completion : {};
          return a2.type = t3, a2.arg = e2, i2 ? (this.method = "next", this.next = i2.finallyLoc, y) : this.complete(a2);
        },
        complete: function complete2(t3, e2) {
          if ("throw" === t3.type) throw t3.arg;
          return "break" === t3.type || "continue" === t3.type ? this.next = t3.arg : "return" === t3.type ? (this.rval = this.arg = t3.arg, this.method = "return", this.next = "end") : "normal" === t3.type && e2 && (this.next = e2), y;
        },
        finish: function finish(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.finallyLoc === t3) return this.complete(r2.completion, r2.afterLoc), resetTryEntry(r2), y;
          }
        },
        "catch": function _catch(t3) {
          for (var e2 = this.tryEntries.length - 1; e2 >= 0; --e2) {
            var r2 = this.tryEntries[e2];
            if (r2.tryLoc === t3) {
              var n2 = r2.completion;
              if ("throw" === n2.type) {
                var o2 = n2.arg;
                resetTryEntry(r2);
              }
              return o2;
            }
          }
          throw Error("illegal catch attempt");
        },
        delegateYield: function delegateYield(e2, r2, n2) {
          return this.delegate = {
            iterator: values(e2),
            resultName: r2,
            nextLoc: n2
          }, "next" === this.method && (this.arg = t2), y;
        }
      }, e;
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    function asyncGeneratorStep(gen, resolve4, reject, _next, _throw, key, arg) {
      try {
        var info = gen[key](arg);
        var value = info.value;
      } catch (error) {
        reject(error);
        return;
      }
      if (info.done) {
        resolve4(value);
      } else {
        Promise.resolve(value).then(_next, _throw);
      }
    }
    function _asyncToGenerator(fn) {
      return function() {
        var self2 = this, args = arguments;
        return new Promise(function(resolve4, reject) {
          var gen = fn.apply(self2, args);
          function _next(value) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "next", value);
          }
          function _throw(err) {
            asyncGeneratorStep(gen, resolve4, reject, _next, _throw, "throw", err);
          }
          _next(void 0);
        });
      };
    }
    function readChunk(_x, _x2) {
      return _readChunk.apply(this, arguments);
    }
    function _readChunk() {
      _readChunk = _asyncToGenerator(/* @__PURE__ */ _regeneratorRuntime().mark(function _callee2(stream, size) {
        return _regeneratorRuntime().wrap(function _callee2$(_context2) {
          while (1) switch (_context2.prev = _context2.next) {
            case 0:
              return _context2.abrupt("return", new Promise(function(resolve4, reject) {
                var onError = function onError2(err) {
                  stream.off("readable", onReadable);
                  reject(err);
                };
                var onReadable = function onReadable2() {
                  var chunk = stream.read(size);
                  if (chunk !== null) {
                    stream.off("error", onError);
                    stream.off("readable", onReadable2);
                    resolve4(chunk);
                  }
                };
                stream.once("error", onError);
                stream.on("readable", onReadable);
              }));
            case 1:
            case "end":
              return _context2.stop();
          }
        }, _callee2);
      }));
      return _readChunk.apply(this, arguments);
    }
    var StreamSource = exports.default = /* @__PURE__ */ (function() {
      function StreamSource2(stream) {
        var _this = this;
        _classCallCheck(this, StreamSource2);
        this._stream = stream;
        this.size = null;
        this._buf = Buffer.alloc(0);
        this._bufPos = 0;
        this._ended = false;
        this._error = null;
        stream.pause();
        stream.on("end", function() {
          _this._ended = true;
        });
        stream.on("error", function(err) {
          _this._error = err;
        });
      }
      return _createClass(StreamSource2, [{
        key: "slice",
        value: (function() {
          var _slice = _asyncToGenerator(/* @__PURE__ */ _regeneratorRuntime().mark(function _callee(start, end) {
            var returnBuffer, bufStart, bufEnd, requestedSize, newChunk;
            return _regeneratorRuntime().wrap(function _callee$(_context) {
              while (1) switch (_context.prev = _context.next) {
                case 0:
                  if (!(start < this._bufPos)) {
                    _context.next = 2;
                    break;
                  }
                  throw new Error("cannot slice from position which we already seeked away");
                case 2:
                  if (!(start > this._bufPos + this._buf.length)) {
                    _context.next = 4;
                    break;
                  }
                  throw new Error("slice start is outside of buffer (currently not implemented)");
                case 4:
                  if (!this._error) {
                    _context.next = 6;
                    break;
                  }
                  throw this._error;
                case 6:
                  if (start < this._bufPos + this._buf.length) {
                    bufStart = start - this._bufPos;
                    bufEnd = Math.min(this._buf.length, end - this._bufPos);
                    returnBuffer = this._buf.slice(bufStart, bufEnd);
                  } else {
                    returnBuffer = Buffer.alloc(0);
                  }
                  if (!this._ended) {
                    _context.next = 10;
                    break;
                  }
                  returnBuffer.size = returnBuffer.length;
                  return _context.abrupt("return", {
                    value: returnBuffer,
                    done: true
                  });
                case 10:
                  requestedSize = end - start;
                  if (!(requestedSize > returnBuffer.length)) {
                    _context.next = 16;
                    break;
                  }
                  _context.next = 14;
                  return readChunk(this._stream, requestedSize - returnBuffer.length);
                case 14:
                  newChunk = _context.sent;
                  returnBuffer = Buffer.concat([returnBuffer, newChunk]);
                case 16:
                  this._buf = returnBuffer;
                  this._bufPos = start;
                  returnBuffer.size = returnBuffer.length;
                  return _context.abrupt("return", {
                    value: returnBuffer,
                    done: this._ended
                  });
                case 20:
                case "end":
                  return _context.stop();
              }
            }, _callee, this);
          }));
          function slice(_x3, _x4) {
            return _slice.apply(this, arguments);
          }
          return slice;
        })()
      }, {
        key: "close",
        value: function close() {
          this._stream.destroy();
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/fileReader.js
var require_fileReader = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/fileReader.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    var _fs = __require("fs");
    var _isStream = _interopRequireDefault(require_is_stream());
    var _BufferSource = _interopRequireDefault(require_BufferSource());
    var _FileSource = _interopRequireDefault(require_FileSource());
    var _StreamSource = _interopRequireDefault(require_StreamSource());
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var FileReader = exports.default = /* @__PURE__ */ (function() {
      function FileReader2() {
        _classCallCheck(this, FileReader2);
      }
      return _createClass(FileReader2, [{
        key: "openFile",
        value: function openFile(input2, chunkSize) {
          if (Buffer.isBuffer(input2)) {
            return Promise.resolve(new _BufferSource.default(input2));
          }
          if (input2 instanceof _fs.ReadStream && input2.path != null) {
            return (0, _FileSource.default)(input2);
          }
          if (_isStream.default.readable(input2)) {
            chunkSize = Number(chunkSize);
            if (!Number.isFinite(chunkSize)) {
              return Promise.reject(new Error("cannot create source for stream without a finite value for the `chunkSize` option; specify a chunkSize to control the memory consumption"));
            }
            return Promise.resolve(new _StreamSource.default(input2));
          }
          return Promise.reject(new Error("source object may only be an instance of Buffer or Readable in this environment"));
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/fileSignature.js
var require_fileSignature = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/fileSignature.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = fingerprint;
    var _crypto = __require("crypto");
    var fs = _interopRequireWildcard(__require("fs"));
    var path = _interopRequireWildcard(__require("path"));
    function _getRequireWildcardCache(e) {
      if ("function" != typeof WeakMap) return null;
      var r = /* @__PURE__ */ new WeakMap(), t2 = /* @__PURE__ */ new WeakMap();
      return (_getRequireWildcardCache = function(e2) {
        return e2 ? t2 : r;
      })(e);
    }
    function _interopRequireWildcard(e, r) {
      if (!r && e && e.__esModule) return e;
      if (null === e || "object" != typeof e && "function" != typeof e) return { default: e };
      var t2 = _getRequireWildcardCache(r);
      if (t2 && t2.has(e)) return t2.get(e);
      var n = { __proto__: null }, a = Object.defineProperty && Object.getOwnPropertyDescriptor;
      for (var u in e) if ("default" !== u && {}.hasOwnProperty.call(e, u)) {
        var i = a ? Object.getOwnPropertyDescriptor(e, u) : null;
        i && (i.get || i.set) ? Object.defineProperty(n, u, i) : n[u] = e[u];
      }
      return n.default = e, t2 && t2.set(e, n), n;
    }
    function fingerprint(file, options) {
      if (Buffer.isBuffer(file)) {
        var blockSize = 64 * 1024;
        var content = file.slice(0, Math.min(blockSize, file.length));
        var hash = (0, _crypto.createHash)("md5").update(content).digest("hex");
        var ret = ["node-buffer", hash, file.length, options.endpoint].join("-");
        return Promise.resolve(ret);
      }
      if (file instanceof fs.ReadStream && file.path != null) {
        return new Promise(function(resolve4, reject) {
          var name = path.resolve(file.path);
          fs.stat(file.path, function(err, info) {
            if (err) {
              reject(err);
              return;
            }
            var ret2 = ["node-file", name, info.size, info.mtime.getTime(), options.endpoint].join("-");
            resolve4(ret2);
          });
        });
      }
      return Promise.resolve(null);
    }
  }
});

// ../../../node_modules/.pnpm/lodash.throttle@4.1.1/node_modules/lodash.throttle/index.js
var require_lodash = __commonJS({
  "../../../node_modules/.pnpm/lodash.throttle@4.1.1/node_modules/lodash.throttle/index.js"(exports, module) {
    var FUNC_ERROR_TEXT = "Expected a function";
    var NAN = 0 / 0;
    var symbolTag = "[object Symbol]";
    var reTrim = /^\s+|\s+$/g;
    var reIsBadHex = /^[-+]0x[0-9a-f]+$/i;
    var reIsBinary = /^0b[01]+$/i;
    var reIsOctal = /^0o[0-7]+$/i;
    var freeParseInt = parseInt;
    var freeGlobal = typeof global == "object" && global && global.Object === Object && global;
    var freeSelf = typeof self == "object" && self && self.Object === Object && self;
    var root = freeGlobal || freeSelf || Function("return this")();
    var objectProto = Object.prototype;
    var objectToString = objectProto.toString;
    var nativeMax = Math.max;
    var nativeMin = Math.min;
    var now = function() {
      return root.Date.now();
    };
    function debounce(func, wait, options) {
      var lastArgs, lastThis, maxWait, result, timerId, lastCallTime, lastInvokeTime = 0, leading = false, maxing = false, trailing = true;
      if (typeof func != "function") {
        throw new TypeError(FUNC_ERROR_TEXT);
      }
      wait = toNumber(wait) || 0;
      if (isObject(options)) {
        leading = !!options.leading;
        maxing = "maxWait" in options;
        maxWait = maxing ? nativeMax(toNumber(options.maxWait) || 0, wait) : maxWait;
        trailing = "trailing" in options ? !!options.trailing : trailing;
      }
      function invokeFunc(time) {
        var args = lastArgs, thisArg = lastThis;
        lastArgs = lastThis = void 0;
        lastInvokeTime = time;
        result = func.apply(thisArg, args);
        return result;
      }
      function leadingEdge(time) {
        lastInvokeTime = time;
        timerId = setTimeout(timerExpired, wait);
        return leading ? invokeFunc(time) : result;
      }
      function remainingWait(time) {
        var timeSinceLastCall = time - lastCallTime, timeSinceLastInvoke = time - lastInvokeTime, result2 = wait - timeSinceLastCall;
        return maxing ? nativeMin(result2, maxWait - timeSinceLastInvoke) : result2;
      }
      function shouldInvoke(time) {
        var timeSinceLastCall = time - lastCallTime, timeSinceLastInvoke = time - lastInvokeTime;
        return lastCallTime === void 0 || timeSinceLastCall >= wait || timeSinceLastCall < 0 || maxing && timeSinceLastInvoke >= maxWait;
      }
      function timerExpired() {
        var time = now();
        if (shouldInvoke(time)) {
          return trailingEdge(time);
        }
        timerId = setTimeout(timerExpired, remainingWait(time));
      }
      function trailingEdge(time) {
        timerId = void 0;
        if (trailing && lastArgs) {
          return invokeFunc(time);
        }
        lastArgs = lastThis = void 0;
        return result;
      }
      function cancel() {
        if (timerId !== void 0) {
          clearTimeout(timerId);
        }
        lastInvokeTime = 0;
        lastArgs = lastCallTime = lastThis = timerId = void 0;
      }
      function flush() {
        return timerId === void 0 ? result : trailingEdge(now());
      }
      function debounced() {
        var time = now(), isInvoking = shouldInvoke(time);
        lastArgs = arguments;
        lastThis = this;
        lastCallTime = time;
        if (isInvoking) {
          if (timerId === void 0) {
            return leadingEdge(lastCallTime);
          }
          if (maxing) {
            timerId = setTimeout(timerExpired, wait);
            return invokeFunc(lastCallTime);
          }
        }
        if (timerId === void 0) {
          timerId = setTimeout(timerExpired, wait);
        }
        return result;
      }
      debounced.cancel = cancel;
      debounced.flush = flush;
      return debounced;
    }
    function throttle(func, wait, options) {
      var leading = true, trailing = true;
      if (typeof func != "function") {
        throw new TypeError(FUNC_ERROR_TEXT);
      }
      if (isObject(options)) {
        leading = "leading" in options ? !!options.leading : leading;
        trailing = "trailing" in options ? !!options.trailing : trailing;
      }
      return debounce(func, wait, {
        "leading": leading,
        "maxWait": wait,
        "trailing": trailing
      });
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isObjectLike(value) {
      return !!value && typeof value == "object";
    }
    function isSymbol(value) {
      return typeof value == "symbol" || isObjectLike(value) && objectToString.call(value) == symbolTag;
    }
    function toNumber(value) {
      if (typeof value == "number") {
        return value;
      }
      if (isSymbol(value)) {
        return NAN;
      }
      if (isObject(value)) {
        var other = typeof value.valueOf == "function" ? value.valueOf() : value;
        value = isObject(other) ? other + "" : other;
      }
      if (typeof value != "string") {
        return value === 0 ? value : +value;
      }
      value = value.replace(reTrim, "");
      var isBinary = reIsBinary.test(value);
      return isBinary || reIsOctal.test(value) ? freeParseInt(value.slice(2), isBinary ? 2 : 8) : reIsBadHex.test(value) ? NAN : +value;
    }
    module.exports = throttle;
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/httpStack.js
var require_httpStack = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/httpStack.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.default = void 0;
    var http = _interopRequireWildcard(__require("http"));
    var https = _interopRequireWildcard(__require("https"));
    var _stream = __require("stream");
    var _url = __require("url");
    var _lodash = _interopRequireDefault(require_lodash());
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _getRequireWildcardCache(e) {
      if ("function" != typeof WeakMap) return null;
      var r = /* @__PURE__ */ new WeakMap(), t2 = /* @__PURE__ */ new WeakMap();
      return (_getRequireWildcardCache = function(e2) {
        return e2 ? t2 : r;
      })(e);
    }
    function _interopRequireWildcard(e, r) {
      if (!r && e && e.__esModule) return e;
      if (null === e || "object" != typeof e && "function" != typeof e) return { default: e };
      var t2 = _getRequireWildcardCache(r);
      if (t2 && t2.has(e)) return t2.get(e);
      var n = { __proto__: null }, a = Object.defineProperty && Object.getOwnPropertyDescriptor;
      for (var u in e) if ("default" !== u && {}.hasOwnProperty.call(e, u)) {
        var i = a ? Object.getOwnPropertyDescriptor(e, u) : null;
        i && (i.get || i.set) ? Object.defineProperty(n, u, i) : n[u] = e[u];
      }
      return n.default = e, t2 && t2.set(e, n), n;
    }
    function _callSuper(t2, o, e) {
      return o = _getPrototypeOf(o), _possibleConstructorReturn(t2, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], _getPrototypeOf(t2).constructor) : o.apply(t2, e));
    }
    function _possibleConstructorReturn(self2, call) {
      if (call && (_typeof(call) === "object" || typeof call === "function")) {
        return call;
      } else if (call !== void 0) {
        throw new TypeError("Derived constructors may only return object or undefined");
      }
      return _assertThisInitialized(self2);
    }
    function _assertThisInitialized(self2) {
      if (self2 === void 0) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return self2;
    }
    function _isNativeReflectConstruct() {
      try {
        var t2 = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t3) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t2;
      })();
    }
    function _getPrototypeOf(o) {
      _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function _getPrototypeOf2(o2) {
        return o2.__proto__ || Object.getPrototypeOf(o2);
      };
      return _getPrototypeOf(o);
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function");
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, {
        constructor: {
          value: subClass,
          writable: true,
          configurable: true
        }
      });
      Object.defineProperty(subClass, "prototype", {
        writable: false
      });
      if (superClass) _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    function ownKeys(e, r) {
      var t2 = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t2.push.apply(t2, o);
      }
      return t2;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t2 = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t2), true).forEach(function(r2) {
          _defineProperty(e, r2, t2[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t2)) : ownKeys(Object(t2)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t2, r2));
        });
      }
      return e;
    }
    function _defineProperty(obj, key, value) {
      key = _toPropertyKey(key);
      if (key in obj) {
        Object.defineProperty(obj, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true
        });
      } else {
        obj[key] = value;
      }
      return obj;
    }
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var NodeHttpStack = exports.default = /* @__PURE__ */ (function() {
      function NodeHttpStack2() {
        var requestOptions = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
        _classCallCheck(this, NodeHttpStack2);
        this._requestOptions = requestOptions;
      }
      return _createClass(NodeHttpStack2, [{
        key: "createRequest",
        value: function createRequest(method, url) {
          return new Request(method, url, this._requestOptions);
        }
      }, {
        key: "getName",
        value: function getName() {
          return "NodeHttpStack";
        }
      }]);
    })();
    var Request = /* @__PURE__ */ (function() {
      function Request2(method, url, options) {
        _classCallCheck(this, Request2);
        this._method = method;
        this._url = url;
        this._headers = {};
        this._request = null;
        this._progressHandler = function() {
        };
        this._requestOptions = options || {};
      }
      return _createClass(Request2, [{
        key: "getMethod",
        value: function getMethod() {
          return this._method;
        }
      }, {
        key: "getURL",
        value: function getURL() {
          return this._url;
        }
      }, {
        key: "setHeader",
        value: function setHeader(header, value) {
          this._headers[header] = value;
        }
      }, {
        key: "getHeader",
        value: function getHeader(header) {
          return this._headers[header];
        }
      }, {
        key: "setProgressHandler",
        value: function setProgressHandler(progressHandler) {
          this._progressHandler = progressHandler;
        }
      }, {
        key: "send",
        value: function send() {
          var _this = this;
          var body = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : null;
          return new Promise(function(resolve4, reject) {
            var options = _objectSpread(_objectSpread(_objectSpread({}, (0, _url.parse)(_this._url)), _this._requestOptions), {}, {
              method: _this._method,
              headers: _objectSpread(_objectSpread({}, _this._requestOptions.headers || {}), _this._headers)
            });
            if (body !== null && body !== void 0 && body.size) {
              options.headers["Content-Length"] = body.size;
            }
            var httpModule = options.protocol === "https:" ? https : http;
            _this._request = httpModule.request(options);
            var req = _this._request;
            req.on("response", function(res) {
              var resChunks = [];
              res.on("data", function(data) {
                resChunks.push(data);
              });
              res.on("end", function() {
                var responseText = Buffer.concat(resChunks).toString("utf8");
                resolve4(new Response(res, responseText));
              });
            });
            req.on("error", function(err) {
              reject(err);
            });
            if (body instanceof _stream.Readable) {
              body.pipe(new ProgressEmitter(_this._progressHandler)).pipe(req);
            } else if (body instanceof Uint8Array) {
              writeBufferToStreamWithProgress(req, body, _this._progressHandler);
            } else {
              req.end(body);
            }
          });
        }
      }, {
        key: "abort",
        value: function abort() {
          if (this._request !== null) this._request.abort();
          return Promise.resolve();
        }
      }, {
        key: "getUnderlyingObject",
        value: function getUnderlyingObject() {
          return this._request;
        }
      }]);
    })();
    var Response = /* @__PURE__ */ (function() {
      function Response2(res, body) {
        _classCallCheck(this, Response2);
        this._response = res;
        this._body = body;
      }
      return _createClass(Response2, [{
        key: "getStatus",
        value: function getStatus() {
          return this._response.statusCode;
        }
      }, {
        key: "getHeader",
        value: function getHeader(header) {
          return this._response.headers[header.toLowerCase()];
        }
      }, {
        key: "getBody",
        value: function getBody() {
          return this._body;
        }
      }, {
        key: "getUnderlyingObject",
        value: function getUnderlyingObject() {
          return this._response;
        }
      }]);
    })();
    var ProgressEmitter = /* @__PURE__ */ (function(_Transform) {
      function ProgressEmitter2(onprogress) {
        var _this2;
        _classCallCheck(this, ProgressEmitter2);
        _this2 = _callSuper(this, ProgressEmitter2);
        _this2._onprogress = (0, _lodash.default)(onprogress, 100, {
          leading: true,
          trailing: false
        });
        _this2._position = 0;
        return _this2;
      }
      _inherits(ProgressEmitter2, _Transform);
      return _createClass(ProgressEmitter2, [{
        key: "_transform",
        value: function _transform(chunk, _encoding, callback) {
          this._position += chunk.length;
          this._onprogress(this._position);
          callback(null, chunk);
        }
      }]);
    })(_stream.Transform);
    var writeBufferToStreamWithProgress = function writeBufferToStreamWithProgress2(stream, source, onprogress) {
      onprogress = (0, _lodash.default)(onprogress, 100, {
        leading: true,
        trailing: false
      });
      var offset = 0;
      function writeNextChunk() {
        var chunkSize = Math.min(stream.writableHighWaterMark, source.length - offset);
        var chunk = source.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        var canContinue = stream.write(chunk);
        if (!canContinue) {
          stream.once("drain", writeNextChunk);
          onprogress(offset);
        } else if (offset < source.length) {
          writeNextChunk();
        } else {
          stream.end();
        }
      }
      writeNextChunk();
    };
  }
});

// ../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/bin/factories.js
var require_factories = __commonJS({
  "../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/bin/factories.js"(exports) {
    "use strict";
    exports.expectReceive = function(properties, configuration, factory) {
      var message;
      factory.root(properties, configuration, factory);
      message = this.message;
      if (properties.hasOwnProperty("expected")) message += " Expected " + properties.expected + ".";
      if (properties.hasOwnProperty("received")) message += " Received: " + properties.received + ".";
      this.message = message;
    };
    exports.root = function(properties, configuration, factories) {
      var _this = this;
      var code;
      var config = { stackLength: Error.stackTraceLimit, rootOnly: true };
      var messageStr = "";
      var originalStackLength = Error.stackTraceLimit;
      var stack;
      function updateStack() {
        stack[0] = _this.toString();
        _this.stack = stack.join("\n");
      }
      if (!configuration || typeof configuration !== "object") configuration = {};
      if (configuration.hasOwnProperty("stackLength") && typeof configuration.stackLength === "number" && !isNaN(configuration.stackLength) && configuration.stackLength >= 0) config.stackLength = configuration.stackLength;
      if (!configuration.hasOwnProperty("rootOnly")) config.rootOnly = configuration.rootOnly;
      if (!config.rootOnly || this.CustomError.parent === Error) {
        Object.keys(properties).forEach(function(key) {
          switch (key) {
            case "code":
              code = properties.code || void 0;
              break;
            case "message":
              messageStr = properties.message || "";
              break;
            default:
              _this[key] = properties[key];
          }
        });
        Error.stackTraceLimit = config.stackLength + 2;
        stack = new Error().stack.split("\n");
        stack.splice(0, 3);
        stack.unshift("");
        Error.stackTraceLimit = originalStackLength;
        this.stack = stack.join("\n");
        Object.defineProperty(this, "code", {
          configurable: true,
          enumerable: true,
          get: function() {
            return code;
          },
          set: function(value) {
            code = value;
            updateStack();
          }
        });
        Object.defineProperty(this, "message", {
          configurable: true,
          enumerable: true,
          get: function() {
            return messageStr;
          },
          set: function(value) {
            messageStr = value;
            updateStack();
          }
        });
        updateStack();
      }
    };
  }
});

// ../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/bin/error.js
var require_error2 = __commonJS({
  "../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/bin/error.js"(exports, module) {
    "use strict";
    module.exports = CustomError;
    CustomError.factory = require_factories();
    var Err = CustomError("CustomError");
    Err.order = CustomError(Err, { message: "Arguments out of order.", code: "EOARG" });
    function CustomError(name, parent, properties, factory) {
      var construct;
      var isRoot;
      parent = findArg(arguments, 1, Error, isParentArg, [isPropertiesArg, isFactoryArg]);
      properties = findArg(arguments, 2, {}, isPropertiesArg, [isFactoryArg]);
      factory = findArg(arguments, 3, noop, isFactoryArg, []);
      name = findArg(arguments, 0, parent === Error ? "Error" : parent.prototype.CustomError.name, isNameArg, [isParentArg, isPropertiesArg, isFactoryArg]);
      isRoot = parent === Error;
      if (isRoot && factory === noop) factory = CustomError.factory.root;
      construct = function(message, configuration) {
        var _this;
        var ar;
        var factories;
        var i;
        var item;
        var props;
        if (!(this instanceof construct)) return new construct(message, configuration);
        delete this.constructor.name;
        Object.defineProperty(this.constructor, "name", {
          enumerable: false,
          configurable: true,
          value: name,
          writable: false
        });
        if (typeof message === "string") message = { message };
        if (!message) message = {};
        ar = this.CustomError.chain.slice(0).reverse().map(function(value) {
          return value.properties;
        });
        ar.push(message);
        ar.unshift({});
        props = Object.assign.apply(Object, ar);
        _this = this;
        factories = {};
        Object.keys(CustomError.factory).forEach(function(key) {
          factories[key] = function(props2, config) {
            CustomError.factory[key].call(_this, props2, config, factories);
          };
        });
        for (i = this.CustomError.chain.length - 1; i >= 0; i--) {
          item = this.CustomError.chain[i];
          if (item.factory !== noop) {
            item.factory.call(this, props, configuration, factories);
          }
        }
      };
      construct.prototype = Object.create(parent.prototype);
      construct.prototype.constructor = construct;
      construct.prototype.name = name;
      construct.prototype.CustomError = {
        chain: isRoot ? [] : parent.prototype.CustomError.chain.slice(0),
        factory,
        name,
        parent,
        properties
      };
      construct.prototype.CustomError.chain.unshift(construct.prototype.CustomError);
      construct.prototype.toString = function() {
        var result = this.CustomError.chain[this.CustomError.chain.length - 1].name;
        if (this.code) result += " " + this.code;
        if (this.message) result += ": " + this.message;
        return result;
      };
      return construct;
    }
    function findArg(args, index, defaultValue, filter, antiFilters) {
      var anti = -1;
      var found = -1;
      var i;
      var j;
      var len = index < args.length ? index : args.length;
      var val;
      for (i = 0; i <= len; i++) {
        val = args[i];
        if (anti === -1) {
          for (j = 0; j < antiFilters.length; j++) {
            if (antiFilters[j](val)) anti = i;
          }
        }
        if (found === -1 && filter(val)) {
          found = i;
        }
      }
      if (found !== -1 && anti !== -1 && anti < found) throw new Err.order();
      return found !== -1 ? args[found] : defaultValue;
    }
    function isFactoryArg(value) {
      return typeof value === "function" && value !== Error && !value.prototype.CustomError;
    }
    function isNameArg(value) {
      return typeof value === "string";
    }
    function isParentArg(value) {
      return typeof value === "function" && (value === Error || value.prototype.CustomError);
    }
    function isPropertiesArg(value) {
      return value && typeof value === "object";
    }
    function noop() {
    }
  }
});

// ../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/index.js
var require_custom_error_instance = __commonJS({
  "../../../node_modules/.pnpm/custom-error-instance@2.1.1/node_modules/custom-error-instance/index.js"(exports, module) {
    module.exports = require_error2();
  }
});

// ../../../node_modules/.pnpm/lodash._basetostring@4.12.0/node_modules/lodash._basetostring/index.js
var require_lodash2 = __commonJS({
  "../../../node_modules/.pnpm/lodash._basetostring@4.12.0/node_modules/lodash._basetostring/index.js"(exports, module) {
    var INFINITY = 1 / 0;
    var symbolTag = "[object Symbol]";
    var objectTypes = {
      "function": true,
      "object": true
    };
    var freeExports = objectTypes[typeof exports] && exports && !exports.nodeType ? exports : void 0;
    var freeModule = objectTypes[typeof module] && module && !module.nodeType ? module : void 0;
    var freeGlobal = checkGlobal(freeExports && freeModule && typeof global == "object" && global);
    var freeSelf = checkGlobal(objectTypes[typeof self] && self);
    var freeWindow = checkGlobal(objectTypes[typeof window] && window);
    var thisGlobal = checkGlobal(objectTypes[typeof exports] && exports);
    var root = freeGlobal || freeWindow !== (thisGlobal && thisGlobal.window) && freeWindow || freeSelf || thisGlobal || Function("return this")();
    function checkGlobal(value) {
      return value && value.Object === Object ? value : null;
    }
    var objectProto = Object.prototype;
    var objectToString = objectProto.toString;
    var Symbol2 = root.Symbol;
    var symbolProto = Symbol2 ? Symbol2.prototype : void 0;
    var symbolToString = symbolProto ? symbolProto.toString : void 0;
    function baseToString(value) {
      if (typeof value == "string") {
        return value;
      }
      if (isSymbol(value)) {
        return symbolToString ? symbolToString.call(value) : "";
      }
      var result = value + "";
      return result == "0" && 1 / value == -INFINITY ? "-0" : result;
    }
    function isObjectLike(value) {
      return !!value && typeof value == "object";
    }
    function isSymbol(value) {
      return typeof value == "symbol" || isObjectLike(value) && objectToString.call(value) == symbolTag;
    }
    module.exports = baseToString;
  }
});

// ../../../node_modules/.pnpm/lodash._stringtopath@4.8.0/node_modules/lodash._stringtopath/index.js
var require_lodash3 = __commonJS({
  "../../../node_modules/.pnpm/lodash._stringtopath@4.8.0/node_modules/lodash._stringtopath/index.js"(exports, module) {
    var baseToString = require_lodash2();
    var FUNC_ERROR_TEXT = "Expected a function";
    var HASH_UNDEFINED = "__lodash_hash_undefined__";
    var funcTag = "[object Function]";
    var genTag = "[object GeneratorFunction]";
    var rePropName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]/g;
    var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
    var reEscapeChar = /\\(\\)?/g;
    var reIsHostCtor = /^\[object .+?Constructor\]$/;
    var objectTypes = {
      "function": true,
      "object": true
    };
    var freeExports = objectTypes[typeof exports] && exports && !exports.nodeType ? exports : void 0;
    var freeModule = objectTypes[typeof module] && module && !module.nodeType ? module : void 0;
    var freeGlobal = checkGlobal(freeExports && freeModule && typeof global == "object" && global);
    var freeSelf = checkGlobal(objectTypes[typeof self] && self);
    var freeWindow = checkGlobal(objectTypes[typeof window] && window);
    var thisGlobal = checkGlobal(objectTypes[typeof exports] && exports);
    var root = freeGlobal || freeWindow !== (thisGlobal && thisGlobal.window) && freeWindow || freeSelf || thisGlobal || Function("return this")();
    function checkGlobal(value) {
      return value && value.Object === Object ? value : null;
    }
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    var arrayProto = Array.prototype;
    var objectProto = Object.prototype;
    var funcToString = Function.prototype.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectToString = objectProto.toString;
    var reIsNative = RegExp(
      "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
    );
    var splice = arrayProto.splice;
    var Map2 = getNative(root, "Map");
    var nativeCreate = getNative(Object, "create");
    function Hash(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function hashClear() {
      this.__data__ = nativeCreate ? nativeCreate(null) : {};
    }
    function hashDelete(key) {
      return this.has(key) && delete this.__data__[key];
    }
    function hashGet(key) {
      var data = this.__data__;
      if (nativeCreate) {
        var result = data[key];
        return result === HASH_UNDEFINED ? void 0 : result;
      }
      return hasOwnProperty.call(data, key) ? data[key] : void 0;
    }
    function hashHas(key) {
      var data = this.__data__;
      return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
    }
    function hashSet(key, value) {
      var data = this.__data__;
      data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
      return this;
    }
    Hash.prototype.clear = hashClear;
    Hash.prototype["delete"] = hashDelete;
    Hash.prototype.get = hashGet;
    Hash.prototype.has = hashHas;
    Hash.prototype.set = hashSet;
    function ListCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function listCacheClear() {
      this.__data__ = [];
    }
    function listCacheDelete(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        return false;
      }
      var lastIndex = data.length - 1;
      if (index == lastIndex) {
        data.pop();
      } else {
        splice.call(data, index, 1);
      }
      return true;
    }
    function listCacheGet(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      return index < 0 ? void 0 : data[index][1];
    }
    function listCacheHas(key) {
      return assocIndexOf(this.__data__, key) > -1;
    }
    function listCacheSet(key, value) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        data.push([key, value]);
      } else {
        data[index][1] = value;
      }
      return this;
    }
    ListCache.prototype.clear = listCacheClear;
    ListCache.prototype["delete"] = listCacheDelete;
    ListCache.prototype.get = listCacheGet;
    ListCache.prototype.has = listCacheHas;
    ListCache.prototype.set = listCacheSet;
    function MapCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function mapCacheClear() {
      this.__data__ = {
        "hash": new Hash(),
        "map": new (Map2 || ListCache)(),
        "string": new Hash()
      };
    }
    function mapCacheDelete(key) {
      return getMapData(this, key)["delete"](key);
    }
    function mapCacheGet(key) {
      return getMapData(this, key).get(key);
    }
    function mapCacheHas(key) {
      return getMapData(this, key).has(key);
    }
    function mapCacheSet(key, value) {
      getMapData(this, key).set(key, value);
      return this;
    }
    MapCache.prototype.clear = mapCacheClear;
    MapCache.prototype["delete"] = mapCacheDelete;
    MapCache.prototype.get = mapCacheGet;
    MapCache.prototype.has = mapCacheHas;
    MapCache.prototype.set = mapCacheSet;
    function assocIndexOf(array, key) {
      var length = array.length;
      while (length--) {
        if (eq(array[length][0], key)) {
          return length;
        }
      }
      return -1;
    }
    function getMapData(map, key) {
      var data = map.__data__;
      return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
    }
    function getNative(object, key) {
      var value = object[key];
      return isNative(value) ? value : void 0;
    }
    function isKeyable(value) {
      var type = typeof value;
      return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
    }
    var stringToPath = memoize2(function(string) {
      var result = [];
      toString(string).replace(rePropName, function(match, number, quote, string2) {
        result.push(quote ? string2.replace(reEscapeChar, "$1") : number || match);
      });
      return result;
    });
    function toSource(func) {
      if (func != null) {
        try {
          return funcToString.call(func);
        } catch (e) {
        }
        try {
          return func + "";
        } catch (e) {
        }
      }
      return "";
    }
    function memoize2(func, resolver) {
      if (typeof func != "function" || resolver && typeof resolver != "function") {
        throw new TypeError(FUNC_ERROR_TEXT);
      }
      var memoized = function() {
        var args = arguments, key = resolver ? resolver.apply(this, args) : args[0], cache = memoized.cache;
        if (cache.has(key)) {
          return cache.get(key);
        }
        var result = func.apply(this, args);
        memoized.cache = cache.set(key, result);
        return result;
      };
      memoized.cache = new (memoize2.Cache || MapCache)();
      return memoized;
    }
    memoize2.Cache = MapCache;
    function eq(value, other) {
      return value === other || value !== value && other !== other;
    }
    function isFunction(value) {
      var tag = isObject(value) ? objectToString.call(value) : "";
      return tag == funcTag || tag == genTag;
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isNative(value) {
      if (!isObject(value)) {
        return false;
      }
      var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
      return pattern.test(toSource(value));
    }
    function toString(value) {
      return value == null ? "" : baseToString(value);
    }
    module.exports = stringToPath;
  }
});

// ../../../node_modules/.pnpm/lodash._baseiteratee@4.7.0/node_modules/lodash._baseiteratee/index.js
var require_lodash4 = __commonJS({
  "../../../node_modules/.pnpm/lodash._baseiteratee@4.7.0/node_modules/lodash._baseiteratee/index.js"(exports, module) {
    var stringToPath = require_lodash3();
    var LARGE_ARRAY_SIZE = 200;
    var HASH_UNDEFINED = "__lodash_hash_undefined__";
    var UNORDERED_COMPARE_FLAG = 1;
    var PARTIAL_COMPARE_FLAG = 2;
    var INFINITY = 1 / 0;
    var MAX_SAFE_INTEGER = 9007199254740991;
    var argsTag = "[object Arguments]";
    var arrayTag = "[object Array]";
    var boolTag = "[object Boolean]";
    var dateTag = "[object Date]";
    var errorTag = "[object Error]";
    var funcTag = "[object Function]";
    var genTag = "[object GeneratorFunction]";
    var mapTag = "[object Map]";
    var numberTag = "[object Number]";
    var objectTag = "[object Object]";
    var promiseTag = "[object Promise]";
    var regexpTag = "[object RegExp]";
    var setTag = "[object Set]";
    var stringTag = "[object String]";
    var symbolTag = "[object Symbol]";
    var weakMapTag = "[object WeakMap]";
    var arrayBufferTag = "[object ArrayBuffer]";
    var dataViewTag = "[object DataView]";
    var float32Tag = "[object Float32Array]";
    var float64Tag = "[object Float64Array]";
    var int8Tag = "[object Int8Array]";
    var int16Tag = "[object Int16Array]";
    var int32Tag = "[object Int32Array]";
    var uint8Tag = "[object Uint8Array]";
    var uint8ClampedTag = "[object Uint8ClampedArray]";
    var uint16Tag = "[object Uint16Array]";
    var uint32Tag = "[object Uint32Array]";
    var reIsDeepProp = /\.|\[(?:[^[\]]*|(["'])(?:(?!\1)[^\\]|\\.)*?\1)\]/;
    var reIsPlainProp = /^\w*$/;
    var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
    var reIsHostCtor = /^\[object .+?Constructor\]$/;
    var reIsUint = /^(?:0|[1-9]\d*)$/;
    var typedArrayTags = {};
    typedArrayTags[float32Tag] = typedArrayTags[float64Tag] = typedArrayTags[int8Tag] = typedArrayTags[int16Tag] = typedArrayTags[int32Tag] = typedArrayTags[uint8Tag] = typedArrayTags[uint8ClampedTag] = typedArrayTags[uint16Tag] = typedArrayTags[uint32Tag] = true;
    typedArrayTags[argsTag] = typedArrayTags[arrayTag] = typedArrayTags[arrayBufferTag] = typedArrayTags[boolTag] = typedArrayTags[dataViewTag] = typedArrayTags[dateTag] = typedArrayTags[errorTag] = typedArrayTags[funcTag] = typedArrayTags[mapTag] = typedArrayTags[numberTag] = typedArrayTags[objectTag] = typedArrayTags[regexpTag] = typedArrayTags[setTag] = typedArrayTags[stringTag] = typedArrayTags[weakMapTag] = false;
    var objectTypes = {
      "function": true,
      "object": true
    };
    var freeExports = objectTypes[typeof exports] && exports && !exports.nodeType ? exports : void 0;
    var freeModule = objectTypes[typeof module] && module && !module.nodeType ? module : void 0;
    var freeGlobal = checkGlobal(freeExports && freeModule && typeof global == "object" && global);
    var freeSelf = checkGlobal(objectTypes[typeof self] && self);
    var freeWindow = checkGlobal(objectTypes[typeof window] && window);
    var thisGlobal = checkGlobal(objectTypes[typeof exports] && exports);
    var root = freeGlobal || freeWindow !== (thisGlobal && thisGlobal.window) && freeWindow || freeSelf || thisGlobal || Function("return this")();
    function arrayMap(array, iteratee) {
      var index = -1, length = array.length, result = Array(length);
      while (++index < length) {
        result[index] = iteratee(array[index], index, array);
      }
      return result;
    }
    function arraySome(array, predicate) {
      var index = -1, length = array.length;
      while (++index < length) {
        if (predicate(array[index], index, array)) {
          return true;
        }
      }
      return false;
    }
    function baseTimes(n, iteratee) {
      var index = -1, result = Array(n);
      while (++index < n) {
        result[index] = iteratee(index);
      }
      return result;
    }
    function baseToPairs(object, props) {
      return arrayMap(props, function(key) {
        return [key, object[key]];
      });
    }
    function checkGlobal(value) {
      return value && value.Object === Object ? value : null;
    }
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    function mapToArray(map) {
      var index = -1, result = Array(map.size);
      map.forEach(function(value, key) {
        result[++index] = [key, value];
      });
      return result;
    }
    function setToArray(set) {
      var index = -1, result = Array(set.size);
      set.forEach(function(value) {
        result[++index] = value;
      });
      return result;
    }
    function setToPairs(set) {
      var index = -1, result = Array(set.size);
      set.forEach(function(value) {
        result[++index] = [value, value];
      });
      return result;
    }
    var arrayProto = Array.prototype;
    var objectProto = Object.prototype;
    var funcToString = Function.prototype.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectToString = objectProto.toString;
    var reIsNative = RegExp(
      "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
    );
    var Symbol2 = root.Symbol;
    var Uint8Array2 = root.Uint8Array;
    var propertyIsEnumerable = objectProto.propertyIsEnumerable;
    var splice = arrayProto.splice;
    var nativeGetPrototype = Object.getPrototypeOf;
    var nativeKeys = Object.keys;
    var DataView2 = getNative(root, "DataView");
    var Map2 = getNative(root, "Map");
    var Promise2 = getNative(root, "Promise");
    var Set2 = getNative(root, "Set");
    var WeakMap2 = getNative(root, "WeakMap");
    var nativeCreate = getNative(Object, "create");
    var dataViewCtorString = toSource(DataView2);
    var mapCtorString = toSource(Map2);
    var promiseCtorString = toSource(Promise2);
    var setCtorString = toSource(Set2);
    var weakMapCtorString = toSource(WeakMap2);
    var symbolProto = Symbol2 ? Symbol2.prototype : void 0;
    var symbolValueOf = symbolProto ? symbolProto.valueOf : void 0;
    function Hash(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function hashClear() {
      this.__data__ = nativeCreate ? nativeCreate(null) : {};
    }
    function hashDelete(key) {
      return this.has(key) && delete this.__data__[key];
    }
    function hashGet(key) {
      var data = this.__data__;
      if (nativeCreate) {
        var result = data[key];
        return result === HASH_UNDEFINED ? void 0 : result;
      }
      return hasOwnProperty.call(data, key) ? data[key] : void 0;
    }
    function hashHas(key) {
      var data = this.__data__;
      return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
    }
    function hashSet(key, value) {
      var data = this.__data__;
      data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
      return this;
    }
    Hash.prototype.clear = hashClear;
    Hash.prototype["delete"] = hashDelete;
    Hash.prototype.get = hashGet;
    Hash.prototype.has = hashHas;
    Hash.prototype.set = hashSet;
    function ListCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function listCacheClear() {
      this.__data__ = [];
    }
    function listCacheDelete(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        return false;
      }
      var lastIndex = data.length - 1;
      if (index == lastIndex) {
        data.pop();
      } else {
        splice.call(data, index, 1);
      }
      return true;
    }
    function listCacheGet(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      return index < 0 ? void 0 : data[index][1];
    }
    function listCacheHas(key) {
      return assocIndexOf(this.__data__, key) > -1;
    }
    function listCacheSet(key, value) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        data.push([key, value]);
      } else {
        data[index][1] = value;
      }
      return this;
    }
    ListCache.prototype.clear = listCacheClear;
    ListCache.prototype["delete"] = listCacheDelete;
    ListCache.prototype.get = listCacheGet;
    ListCache.prototype.has = listCacheHas;
    ListCache.prototype.set = listCacheSet;
    function MapCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function mapCacheClear() {
      this.__data__ = {
        "hash": new Hash(),
        "map": new (Map2 || ListCache)(),
        "string": new Hash()
      };
    }
    function mapCacheDelete(key) {
      return getMapData(this, key)["delete"](key);
    }
    function mapCacheGet(key) {
      return getMapData(this, key).get(key);
    }
    function mapCacheHas(key) {
      return getMapData(this, key).has(key);
    }
    function mapCacheSet(key, value) {
      getMapData(this, key).set(key, value);
      return this;
    }
    MapCache.prototype.clear = mapCacheClear;
    MapCache.prototype["delete"] = mapCacheDelete;
    MapCache.prototype.get = mapCacheGet;
    MapCache.prototype.has = mapCacheHas;
    MapCache.prototype.set = mapCacheSet;
    function SetCache(values) {
      var index = -1, length = values ? values.length : 0;
      this.__data__ = new MapCache();
      while (++index < length) {
        this.add(values[index]);
      }
    }
    function setCacheAdd(value) {
      this.__data__.set(value, HASH_UNDEFINED);
      return this;
    }
    function setCacheHas(value) {
      return this.__data__.has(value);
    }
    SetCache.prototype.add = SetCache.prototype.push = setCacheAdd;
    SetCache.prototype.has = setCacheHas;
    function Stack(entries) {
      this.__data__ = new ListCache(entries);
    }
    function stackClear() {
      this.__data__ = new ListCache();
    }
    function stackDelete(key) {
      return this.__data__["delete"](key);
    }
    function stackGet(key) {
      return this.__data__.get(key);
    }
    function stackHas(key) {
      return this.__data__.has(key);
    }
    function stackSet(key, value) {
      var cache = this.__data__;
      if (cache instanceof ListCache && cache.__data__.length == LARGE_ARRAY_SIZE) {
        cache = this.__data__ = new MapCache(cache.__data__);
      }
      cache.set(key, value);
      return this;
    }
    Stack.prototype.clear = stackClear;
    Stack.prototype["delete"] = stackDelete;
    Stack.prototype.get = stackGet;
    Stack.prototype.has = stackHas;
    Stack.prototype.set = stackSet;
    function assocIndexOf(array, key) {
      var length = array.length;
      while (length--) {
        if (eq(array[length][0], key)) {
          return length;
        }
      }
      return -1;
    }
    function baseGet(object, path) {
      path = isKey(path, object) ? [path] : castPath(path);
      var index = 0, length = path.length;
      while (object != null && index < length) {
        object = object[toKey(path[index++])];
      }
      return index && index == length ? object : void 0;
    }
    function baseHas(object, key) {
      return hasOwnProperty.call(object, key) || typeof object == "object" && key in object && getPrototype(object) === null;
    }
    function baseHasIn(object, key) {
      return key in Object(object);
    }
    function baseIsEqual(value, other, customizer, bitmask, stack) {
      if (value === other) {
        return true;
      }
      if (value == null || other == null || !isObject(value) && !isObjectLike(other)) {
        return value !== value && other !== other;
      }
      return baseIsEqualDeep(value, other, baseIsEqual, customizer, bitmask, stack);
    }
    function baseIsEqualDeep(object, other, equalFunc, customizer, bitmask, stack) {
      var objIsArr = isArray(object), othIsArr = isArray(other), objTag = arrayTag, othTag = arrayTag;
      if (!objIsArr) {
        objTag = getTag(object);
        objTag = objTag == argsTag ? objectTag : objTag;
      }
      if (!othIsArr) {
        othTag = getTag(other);
        othTag = othTag == argsTag ? objectTag : othTag;
      }
      var objIsObj = objTag == objectTag && !isHostObject(object), othIsObj = othTag == objectTag && !isHostObject(other), isSameTag = objTag == othTag;
      if (isSameTag && !objIsObj) {
        stack || (stack = new Stack());
        return objIsArr || isTypedArray(object) ? equalArrays(object, other, equalFunc, customizer, bitmask, stack) : equalByTag(object, other, objTag, equalFunc, customizer, bitmask, stack);
      }
      if (!(bitmask & PARTIAL_COMPARE_FLAG)) {
        var objIsWrapped = objIsObj && hasOwnProperty.call(object, "__wrapped__"), othIsWrapped = othIsObj && hasOwnProperty.call(other, "__wrapped__");
        if (objIsWrapped || othIsWrapped) {
          var objUnwrapped = objIsWrapped ? object.value() : object, othUnwrapped = othIsWrapped ? other.value() : other;
          stack || (stack = new Stack());
          return equalFunc(objUnwrapped, othUnwrapped, customizer, bitmask, stack);
        }
      }
      if (!isSameTag) {
        return false;
      }
      stack || (stack = new Stack());
      return equalObjects(object, other, equalFunc, customizer, bitmask, stack);
    }
    function baseIsMatch(object, source, matchData, customizer) {
      var index = matchData.length, length = index, noCustomizer = !customizer;
      if (object == null) {
        return !length;
      }
      object = Object(object);
      while (index--) {
        var data = matchData[index];
        if (noCustomizer && data[2] ? data[1] !== object[data[0]] : !(data[0] in object)) {
          return false;
        }
      }
      while (++index < length) {
        data = matchData[index];
        var key = data[0], objValue = object[key], srcValue = data[1];
        if (noCustomizer && data[2]) {
          if (objValue === void 0 && !(key in object)) {
            return false;
          }
        } else {
          var stack = new Stack();
          if (customizer) {
            var result = customizer(objValue, srcValue, key, object, source, stack);
          }
          if (!(result === void 0 ? baseIsEqual(srcValue, objValue, customizer, UNORDERED_COMPARE_FLAG | PARTIAL_COMPARE_FLAG, stack) : result)) {
            return false;
          }
        }
      }
      return true;
    }
    function baseIteratee(value) {
      if (typeof value == "function") {
        return value;
      }
      if (value == null) {
        return identity;
      }
      if (typeof value == "object") {
        return isArray(value) ? baseMatchesProperty(value[0], value[1]) : baseMatches(value);
      }
      return property(value);
    }
    function baseKeys(object) {
      return nativeKeys(Object(object));
    }
    function baseMatches(source) {
      var matchData = getMatchData(source);
      if (matchData.length == 1 && matchData[0][2]) {
        return matchesStrictComparable(matchData[0][0], matchData[0][1]);
      }
      return function(object) {
        return object === source || baseIsMatch(object, source, matchData);
      };
    }
    function baseMatchesProperty(path, srcValue) {
      if (isKey(path) && isStrictComparable(srcValue)) {
        return matchesStrictComparable(toKey(path), srcValue);
      }
      return function(object) {
        var objValue = get(object, path);
        return objValue === void 0 && objValue === srcValue ? hasIn(object, path) : baseIsEqual(srcValue, objValue, void 0, UNORDERED_COMPARE_FLAG | PARTIAL_COMPARE_FLAG);
      };
    }
    function baseProperty(key) {
      return function(object) {
        return object == null ? void 0 : object[key];
      };
    }
    function basePropertyDeep(path) {
      return function(object) {
        return baseGet(object, path);
      };
    }
    function castPath(value) {
      return isArray(value) ? value : stringToPath(value);
    }
    function createToPairs(keysFunc) {
      return function(object) {
        var tag = getTag(object);
        if (tag == mapTag) {
          return mapToArray(object);
        }
        if (tag == setTag) {
          return setToPairs(object);
        }
        return baseToPairs(object, keysFunc(object));
      };
    }
    function equalArrays(array, other, equalFunc, customizer, bitmask, stack) {
      var isPartial = bitmask & PARTIAL_COMPARE_FLAG, arrLength = array.length, othLength = other.length;
      if (arrLength != othLength && !(isPartial && othLength > arrLength)) {
        return false;
      }
      var stacked = stack.get(array);
      if (stacked) {
        return stacked == other;
      }
      var index = -1, result = true, seen = bitmask & UNORDERED_COMPARE_FLAG ? new SetCache() : void 0;
      stack.set(array, other);
      while (++index < arrLength) {
        var arrValue = array[index], othValue = other[index];
        if (customizer) {
          var compared = isPartial ? customizer(othValue, arrValue, index, other, array, stack) : customizer(arrValue, othValue, index, array, other, stack);
        }
        if (compared !== void 0) {
          if (compared) {
            continue;
          }
          result = false;
          break;
        }
        if (seen) {
          if (!arraySome(other, function(othValue2, othIndex) {
            if (!seen.has(othIndex) && (arrValue === othValue2 || equalFunc(arrValue, othValue2, customizer, bitmask, stack))) {
              return seen.add(othIndex);
            }
          })) {
            result = false;
            break;
          }
        } else if (!(arrValue === othValue || equalFunc(arrValue, othValue, customizer, bitmask, stack))) {
          result = false;
          break;
        }
      }
      stack["delete"](array);
      return result;
    }
    function equalByTag(object, other, tag, equalFunc, customizer, bitmask, stack) {
      switch (tag) {
        case dataViewTag:
          if (object.byteLength != other.byteLength || object.byteOffset != other.byteOffset) {
            return false;
          }
          object = object.buffer;
          other = other.buffer;
        case arrayBufferTag:
          if (object.byteLength != other.byteLength || !equalFunc(new Uint8Array2(object), new Uint8Array2(other))) {
            return false;
          }
          return true;
        case boolTag:
        case dateTag:
          return +object == +other;
        case errorTag:
          return object.name == other.name && object.message == other.message;
        case numberTag:
          return object != +object ? other != +other : object == +other;
        case regexpTag:
        case stringTag:
          return object == other + "";
        case mapTag:
          var convert = mapToArray;
        case setTag:
          var isPartial = bitmask & PARTIAL_COMPARE_FLAG;
          convert || (convert = setToArray);
          if (object.size != other.size && !isPartial) {
            return false;
          }
          var stacked = stack.get(object);
          if (stacked) {
            return stacked == other;
          }
          bitmask |= UNORDERED_COMPARE_FLAG;
          stack.set(object, other);
          return equalArrays(convert(object), convert(other), equalFunc, customizer, bitmask, stack);
        case symbolTag:
          if (symbolValueOf) {
            return symbolValueOf.call(object) == symbolValueOf.call(other);
          }
      }
      return false;
    }
    function equalObjects(object, other, equalFunc, customizer, bitmask, stack) {
      var isPartial = bitmask & PARTIAL_COMPARE_FLAG, objProps = keys(object), objLength = objProps.length, othProps = keys(other), othLength = othProps.length;
      if (objLength != othLength && !isPartial) {
        return false;
      }
      var index = objLength;
      while (index--) {
        var key = objProps[index];
        if (!(isPartial ? key in other : baseHas(other, key))) {
          return false;
        }
      }
      var stacked = stack.get(object);
      if (stacked) {
        return stacked == other;
      }
      var result = true;
      stack.set(object, other);
      var skipCtor = isPartial;
      while (++index < objLength) {
        key = objProps[index];
        var objValue = object[key], othValue = other[key];
        if (customizer) {
          var compared = isPartial ? customizer(othValue, objValue, key, other, object, stack) : customizer(objValue, othValue, key, object, other, stack);
        }
        if (!(compared === void 0 ? objValue === othValue || equalFunc(objValue, othValue, customizer, bitmask, stack) : compared)) {
          result = false;
          break;
        }
        skipCtor || (skipCtor = key == "constructor");
      }
      if (result && !skipCtor) {
        var objCtor = object.constructor, othCtor = other.constructor;
        if (objCtor != othCtor && ("constructor" in object && "constructor" in other) && !(typeof objCtor == "function" && objCtor instanceof objCtor && typeof othCtor == "function" && othCtor instanceof othCtor)) {
          result = false;
        }
      }
      stack["delete"](object);
      return result;
    }
    var getLength = baseProperty("length");
    function getMapData(map, key) {
      var data = map.__data__;
      return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
    }
    function getMatchData(object) {
      var result = toPairs(object), length = result.length;
      while (length--) {
        result[length][2] = isStrictComparable(result[length][1]);
      }
      return result;
    }
    function getNative(object, key) {
      var value = object[key];
      return isNative(value) ? value : void 0;
    }
    function getPrototype(value) {
      return nativeGetPrototype(Object(value));
    }
    function getTag(value) {
      return objectToString.call(value);
    }
    if (DataView2 && getTag(new DataView2(new ArrayBuffer(1))) != dataViewTag || Map2 && getTag(new Map2()) != mapTag || Promise2 && getTag(Promise2.resolve()) != promiseTag || Set2 && getTag(new Set2()) != setTag || WeakMap2 && getTag(new WeakMap2()) != weakMapTag) {
      getTag = function(value) {
        var result = objectToString.call(value), Ctor = result == objectTag ? value.constructor : void 0, ctorString = Ctor ? toSource(Ctor) : void 0;
        if (ctorString) {
          switch (ctorString) {
            case dataViewCtorString:
              return dataViewTag;
            case mapCtorString:
              return mapTag;
            case promiseCtorString:
              return promiseTag;
            case setCtorString:
              return setTag;
            case weakMapCtorString:
              return weakMapTag;
          }
        }
        return result;
      };
    }
    function hasPath(object, path, hasFunc) {
      path = isKey(path, object) ? [path] : castPath(path);
      var result, index = -1, length = path.length;
      while (++index < length) {
        var key = toKey(path[index]);
        if (!(result = object != null && hasFunc(object, key))) {
          break;
        }
        object = object[key];
      }
      if (result) {
        return result;
      }
      var length = object ? object.length : 0;
      return !!length && isLength(length) && isIndex(key, length) && (isArray(object) || isString(object) || isArguments(object));
    }
    function indexKeys(object) {
      var length = object ? object.length : void 0;
      if (isLength(length) && (isArray(object) || isString(object) || isArguments(object))) {
        return baseTimes(length, String);
      }
      return null;
    }
    function isIndex(value, length) {
      length = length == null ? MAX_SAFE_INTEGER : length;
      return !!length && (typeof value == "number" || reIsUint.test(value)) && (value > -1 && value % 1 == 0 && value < length);
    }
    function isKey(value, object) {
      if (isArray(value)) {
        return false;
      }
      var type = typeof value;
      if (type == "number" || type == "symbol" || type == "boolean" || value == null || isSymbol(value)) {
        return true;
      }
      return reIsPlainProp.test(value) || !reIsDeepProp.test(value) || object != null && value in Object(object);
    }
    function isKeyable(value) {
      var type = typeof value;
      return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
    }
    function isPrototype(value) {
      var Ctor = value && value.constructor, proto = typeof Ctor == "function" && Ctor.prototype || objectProto;
      return value === proto;
    }
    function isStrictComparable(value) {
      return value === value && !isObject(value);
    }
    function matchesStrictComparable(key, srcValue) {
      return function(object) {
        if (object == null) {
          return false;
        }
        return object[key] === srcValue && (srcValue !== void 0 || key in Object(object));
      };
    }
    function toKey(value) {
      if (typeof value == "string" || isSymbol(value)) {
        return value;
      }
      var result = value + "";
      return result == "0" && 1 / value == -INFINITY ? "-0" : result;
    }
    function toSource(func) {
      if (func != null) {
        try {
          return funcToString.call(func);
        } catch (e) {
        }
        try {
          return func + "";
        } catch (e) {
        }
      }
      return "";
    }
    function eq(value, other) {
      return value === other || value !== value && other !== other;
    }
    function isArguments(value) {
      return isArrayLikeObject(value) && hasOwnProperty.call(value, "callee") && (!propertyIsEnumerable.call(value, "callee") || objectToString.call(value) == argsTag);
    }
    var isArray = Array.isArray;
    function isArrayLike(value) {
      return value != null && isLength(getLength(value)) && !isFunction(value);
    }
    function isArrayLikeObject(value) {
      return isObjectLike(value) && isArrayLike(value);
    }
    function isFunction(value) {
      var tag = isObject(value) ? objectToString.call(value) : "";
      return tag == funcTag || tag == genTag;
    }
    function isLength(value) {
      return typeof value == "number" && value > -1 && value % 1 == 0 && value <= MAX_SAFE_INTEGER;
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isObjectLike(value) {
      return !!value && typeof value == "object";
    }
    function isNative(value) {
      if (!isObject(value)) {
        return false;
      }
      var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
      return pattern.test(toSource(value));
    }
    function isString(value) {
      return typeof value == "string" || !isArray(value) && isObjectLike(value) && objectToString.call(value) == stringTag;
    }
    function isSymbol(value) {
      return typeof value == "symbol" || isObjectLike(value) && objectToString.call(value) == symbolTag;
    }
    function isTypedArray(value) {
      return isObjectLike(value) && isLength(value.length) && !!typedArrayTags[objectToString.call(value)];
    }
    function get(object, path, defaultValue) {
      var result = object == null ? void 0 : baseGet(object, path);
      return result === void 0 ? defaultValue : result;
    }
    function hasIn(object, path) {
      return object != null && hasPath(object, path, baseHasIn);
    }
    function keys(object) {
      var isProto = isPrototype(object);
      if (!(isProto || isArrayLike(object))) {
        return baseKeys(object);
      }
      var indexes = indexKeys(object), skipIndexes = !!indexes, result = indexes || [], length = result.length;
      for (var key in object) {
        if (baseHas(object, key) && !(skipIndexes && (key == "length" || isIndex(key, length))) && !(isProto && key == "constructor")) {
          result.push(key);
        }
      }
      return result;
    }
    var toPairs = createToPairs(keys);
    function identity(value) {
      return value;
    }
    function property(path) {
      return isKey(path) ? baseProperty(toKey(path)) : basePropertyDeep(path);
    }
    module.exports = baseIteratee;
  }
});

// ../../../node_modules/.pnpm/lodash._createset@4.0.3/node_modules/lodash._createset/index.js
var require_lodash5 = __commonJS({
  "../../../node_modules/.pnpm/lodash._createset@4.0.3/node_modules/lodash._createset/index.js"(exports, module) {
    var INFINITY = 1 / 0;
    var funcTag = "[object Function]";
    var genTag = "[object GeneratorFunction]";
    var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
    var reIsHostCtor = /^\[object .+?Constructor\]$/;
    var objectTypes = {
      "function": true,
      "object": true
    };
    var freeExports = objectTypes[typeof exports] && exports && !exports.nodeType ? exports : void 0;
    var freeModule = objectTypes[typeof module] && module && !module.nodeType ? module : void 0;
    var freeGlobal = checkGlobal(freeExports && freeModule && typeof global == "object" && global);
    var freeSelf = checkGlobal(objectTypes[typeof self] && self);
    var freeWindow = checkGlobal(objectTypes[typeof window] && window);
    var thisGlobal = checkGlobal(objectTypes[typeof exports] && exports);
    var root = freeGlobal || freeWindow !== (thisGlobal && thisGlobal.window) && freeWindow || freeSelf || thisGlobal || Function("return this")();
    function checkGlobal(value) {
      return value && value.Object === Object ? value : null;
    }
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    function setToArray(set) {
      var index = -1, result = Array(set.size);
      set.forEach(function(value) {
        result[++index] = value;
      });
      return result;
    }
    var objectProto = Object.prototype;
    var funcToString = Function.prototype.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectToString = objectProto.toString;
    var reIsNative = RegExp(
      "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
    );
    var Set2 = getNative(root, "Set");
    var createSet = !(Set2 && 1 / setToArray(new Set2([, -0]))[1] == INFINITY) ? noop : function(values) {
      return new Set2(values);
    };
    function getNative(object, key) {
      var value = object[key];
      return isNative(value) ? value : void 0;
    }
    function toSource(func) {
      if (func != null) {
        try {
          return funcToString.call(func);
        } catch (e) {
        }
        try {
          return func + "";
        } catch (e) {
        }
      }
      return "";
    }
    function isFunction(value) {
      var tag = isObject(value) ? objectToString.call(value) : "";
      return tag == funcTag || tag == genTag;
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isNative(value) {
      if (!isObject(value)) {
        return false;
      }
      var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
      return pattern.test(toSource(value));
    }
    function noop() {
    }
    module.exports = createSet;
  }
});

// ../../../node_modules/.pnpm/lodash._root@3.0.1/node_modules/lodash._root/index.js
var require_lodash6 = __commonJS({
  "../../../node_modules/.pnpm/lodash._root@3.0.1/node_modules/lodash._root/index.js"(exports, module) {
    var objectTypes = {
      "function": true,
      "object": true
    };
    var freeExports = objectTypes[typeof exports] && exports && !exports.nodeType ? exports : void 0;
    var freeModule = objectTypes[typeof module] && module && !module.nodeType ? module : void 0;
    var freeGlobal = checkGlobal(freeExports && freeModule && typeof global == "object" && global);
    var freeSelf = checkGlobal(objectTypes[typeof self] && self);
    var freeWindow = checkGlobal(objectTypes[typeof window] && window);
    var thisGlobal = checkGlobal(objectTypes[typeof exports] && exports);
    var root = freeGlobal || freeWindow !== (thisGlobal && thisGlobal.window) && freeWindow || freeSelf || thisGlobal || Function("return this")();
    function checkGlobal(value) {
      return value && value.Object === Object ? value : null;
    }
    module.exports = root;
  }
});

// ../../../node_modules/.pnpm/lodash._baseuniq@4.6.0/node_modules/lodash._baseuniq/index.js
var require_lodash7 = __commonJS({
  "../../../node_modules/.pnpm/lodash._baseuniq@4.6.0/node_modules/lodash._baseuniq/index.js"(exports, module) {
    var createSet = require_lodash5();
    var root = require_lodash6();
    var LARGE_ARRAY_SIZE = 200;
    var HASH_UNDEFINED = "__lodash_hash_undefined__";
    var funcTag = "[object Function]";
    var genTag = "[object GeneratorFunction]";
    var reRegExpChar = /[\\^$.*+?()[\]{}|]/g;
    var reIsHostCtor = /^\[object .+?Constructor\]$/;
    function arrayIncludes(array, value) {
      return !!array.length && baseIndexOf(array, value, 0) > -1;
    }
    function arrayIncludesWith(array, value, comparator) {
      var index = -1, length = array.length;
      while (++index < length) {
        if (comparator(value, array[index])) {
          return true;
        }
      }
      return false;
    }
    function baseIndexOf(array, value, fromIndex) {
      if (value !== value) {
        return indexOfNaN(array, fromIndex);
      }
      var index = fromIndex - 1, length = array.length;
      while (++index < length) {
        if (array[index] === value) {
          return index;
        }
      }
      return -1;
    }
    function cacheHas(cache, key) {
      return cache.has(key);
    }
    function indexOfNaN(array, fromIndex, fromRight) {
      var length = array.length, index = fromIndex + (fromRight ? 0 : -1);
      while (fromRight ? index-- : ++index < length) {
        var other = array[index];
        if (other !== other) {
          return index;
        }
      }
      return -1;
    }
    function isHostObject(value) {
      var result = false;
      if (value != null && typeof value.toString != "function") {
        try {
          result = !!(value + "");
        } catch (e) {
        }
      }
      return result;
    }
    function setToArray(set) {
      var index = -1, result = Array(set.size);
      set.forEach(function(value) {
        result[++index] = value;
      });
      return result;
    }
    var arrayProto = Array.prototype;
    var objectProto = Object.prototype;
    var funcToString = Function.prototype.toString;
    var hasOwnProperty = objectProto.hasOwnProperty;
    var objectToString = objectProto.toString;
    var reIsNative = RegExp(
      "^" + funcToString.call(hasOwnProperty).replace(reRegExpChar, "\\$&").replace(/hasOwnProperty|(function).*?(?=\\\()| for .+?(?=\\\])/g, "$1.*?") + "$"
    );
    var splice = arrayProto.splice;
    var Map2 = getNative(root, "Map");
    var nativeCreate = getNative(Object, "create");
    function Hash(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function hashClear() {
      this.__data__ = nativeCreate ? nativeCreate(null) : {};
    }
    function hashDelete(key) {
      return this.has(key) && delete this.__data__[key];
    }
    function hashGet(key) {
      var data = this.__data__;
      if (nativeCreate) {
        var result = data[key];
        return result === HASH_UNDEFINED ? void 0 : result;
      }
      return hasOwnProperty.call(data, key) ? data[key] : void 0;
    }
    function hashHas(key) {
      var data = this.__data__;
      return nativeCreate ? data[key] !== void 0 : hasOwnProperty.call(data, key);
    }
    function hashSet(key, value) {
      var data = this.__data__;
      data[key] = nativeCreate && value === void 0 ? HASH_UNDEFINED : value;
      return this;
    }
    Hash.prototype.clear = hashClear;
    Hash.prototype["delete"] = hashDelete;
    Hash.prototype.get = hashGet;
    Hash.prototype.has = hashHas;
    Hash.prototype.set = hashSet;
    function ListCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function listCacheClear() {
      this.__data__ = [];
    }
    function listCacheDelete(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        return false;
      }
      var lastIndex = data.length - 1;
      if (index == lastIndex) {
        data.pop();
      } else {
        splice.call(data, index, 1);
      }
      return true;
    }
    function listCacheGet(key) {
      var data = this.__data__, index = assocIndexOf(data, key);
      return index < 0 ? void 0 : data[index][1];
    }
    function listCacheHas(key) {
      return assocIndexOf(this.__data__, key) > -1;
    }
    function listCacheSet(key, value) {
      var data = this.__data__, index = assocIndexOf(data, key);
      if (index < 0) {
        data.push([key, value]);
      } else {
        data[index][1] = value;
      }
      return this;
    }
    ListCache.prototype.clear = listCacheClear;
    ListCache.prototype["delete"] = listCacheDelete;
    ListCache.prototype.get = listCacheGet;
    ListCache.prototype.has = listCacheHas;
    ListCache.prototype.set = listCacheSet;
    function MapCache(entries) {
      var index = -1, length = entries ? entries.length : 0;
      this.clear();
      while (++index < length) {
        var entry = entries[index];
        this.set(entry[0], entry[1]);
      }
    }
    function mapCacheClear() {
      this.__data__ = {
        "hash": new Hash(),
        "map": new (Map2 || ListCache)(),
        "string": new Hash()
      };
    }
    function mapCacheDelete(key) {
      return getMapData(this, key)["delete"](key);
    }
    function mapCacheGet(key) {
      return getMapData(this, key).get(key);
    }
    function mapCacheHas(key) {
      return getMapData(this, key).has(key);
    }
    function mapCacheSet(key, value) {
      getMapData(this, key).set(key, value);
      return this;
    }
    MapCache.prototype.clear = mapCacheClear;
    MapCache.prototype["delete"] = mapCacheDelete;
    MapCache.prototype.get = mapCacheGet;
    MapCache.prototype.has = mapCacheHas;
    MapCache.prototype.set = mapCacheSet;
    function SetCache(values) {
      var index = -1, length = values ? values.length : 0;
      this.__data__ = new MapCache();
      while (++index < length) {
        this.add(values[index]);
      }
    }
    function setCacheAdd(value) {
      this.__data__.set(value, HASH_UNDEFINED);
      return this;
    }
    function setCacheHas(value) {
      return this.__data__.has(value);
    }
    SetCache.prototype.add = SetCache.prototype.push = setCacheAdd;
    SetCache.prototype.has = setCacheHas;
    function assocIndexOf(array, key) {
      var length = array.length;
      while (length--) {
        if (eq(array[length][0], key)) {
          return length;
        }
      }
      return -1;
    }
    function baseUniq(array, iteratee, comparator) {
      var index = -1, includes = arrayIncludes, length = array.length, isCommon = true, result = [], seen = result;
      if (comparator) {
        isCommon = false;
        includes = arrayIncludesWith;
      } else if (length >= LARGE_ARRAY_SIZE) {
        var set = iteratee ? null : createSet(array);
        if (set) {
          return setToArray(set);
        }
        isCommon = false;
        includes = cacheHas;
        seen = new SetCache();
      } else {
        seen = iteratee ? [] : result;
      }
      outer:
        while (++index < length) {
          var value = array[index], computed = iteratee ? iteratee(value) : value;
          value = comparator || value !== 0 ? value : 0;
          if (isCommon && computed === computed) {
            var seenIndex = seen.length;
            while (seenIndex--) {
              if (seen[seenIndex] === computed) {
                continue outer;
              }
            }
            if (iteratee) {
              seen.push(computed);
            }
            result.push(value);
          } else if (!includes(seen, computed, comparator)) {
            if (seen !== result) {
              seen.push(computed);
            }
            result.push(value);
          }
        }
      return result;
    }
    function getMapData(map, key) {
      var data = map.__data__;
      return isKeyable(key) ? data[typeof key == "string" ? "string" : "hash"] : data.map;
    }
    function getNative(object, key) {
      var value = object[key];
      return isNative(value) ? value : void 0;
    }
    function isKeyable(value) {
      var type = typeof value;
      return type == "string" || type == "number" || type == "symbol" || type == "boolean" ? value !== "__proto__" : value === null;
    }
    function toSource(func) {
      if (func != null) {
        try {
          return funcToString.call(func);
        } catch (e) {
        }
        try {
          return func + "";
        } catch (e) {
        }
      }
      return "";
    }
    function eq(value, other) {
      return value === other || value !== value && other !== other;
    }
    function isFunction(value) {
      var tag = isObject(value) ? objectToString.call(value) : "";
      return tag == funcTag || tag == genTag;
    }
    function isObject(value) {
      var type = typeof value;
      return !!value && (type == "object" || type == "function");
    }
    function isNative(value) {
      if (!isObject(value)) {
        return false;
      }
      var pattern = isFunction(value) || isHostObject(value) ? reIsNative : reIsHostCtor;
      return pattern.test(toSource(value));
    }
    module.exports = baseUniq;
  }
});

// ../../../node_modules/.pnpm/lodash.uniqby@4.5.0/node_modules/lodash.uniqby/index.js
var require_lodash8 = __commonJS({
  "../../../node_modules/.pnpm/lodash.uniqby@4.5.0/node_modules/lodash.uniqby/index.js"(exports, module) {
    var baseIteratee = require_lodash4();
    var baseUniq = require_lodash7();
    function uniqBy(array, iteratee) {
      return array && array.length ? baseUniq(array, baseIteratee(iteratee)) : [];
    }
    module.exports = uniqBy;
  }
});

// ../../../node_modules/.pnpm/combine-errors@3.0.3/node_modules/combine-errors/index.js
var require_combine_errors = __commonJS({
  "../../../node_modules/.pnpm/combine-errors@3.0.3/node_modules/combine-errors/index.js"(exports, module) {
    "use strict";
    var Custom = require_custom_error_instance();
    var uniq = require_lodash8();
    var MultiError = Custom("MultiError");
    module.exports = error;
    function error(errors) {
      if (!(this instanceof error)) return new error(errors);
      errors = Array.isArray(errors) ? errors : [errors];
      errors = uniq(errors, function(err) {
        return err.stack;
      });
      if (errors.length === 1) return errors[0];
      var multierror = new MultiError({
        message: errors.map(function(err) {
          return err.message;
        }).join("; "),
        errors: errors.reduce(function(errs, err) {
          return errs.concat(err.errors || err);
        }, [])
      });
      multierror.__defineGetter__("stack", function() {
        return errors.map(function(err) {
          return err.stack;
        }).join("\n\n");
      });
      multierror.__defineSetter__("stack", function(value) {
        return [value].concat(multierror.stack).join("\n\n");
      });
      return multierror;
    }
  }
});

// ../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/polyfills.js
var require_polyfills = __commonJS({
  "../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/polyfills.js"(exports, module) {
    var constants = __require("constants");
    var origCwd = process.cwd;
    var cwd = null;
    var platform = process.env.GRACEFUL_FS_PLATFORM || process.platform;
    process.cwd = function() {
      if (!cwd)
        cwd = origCwd.call(process);
      return cwd;
    };
    try {
      process.cwd();
    } catch (er) {
    }
    if (typeof process.chdir === "function") {
      chdir = process.chdir;
      process.chdir = function(d) {
        cwd = null;
        chdir.call(process, d);
      };
      if (Object.setPrototypeOf) Object.setPrototypeOf(process.chdir, chdir);
    }
    var chdir;
    module.exports = patch;
    function patch(fs) {
      if (constants.hasOwnProperty("O_SYMLINK") && process.version.match(/^v0\.6\.[0-2]|^v0\.5\./)) {
        patchLchmod(fs);
      }
      if (!fs.lutimes) {
        patchLutimes(fs);
      }
      fs.chown = chownFix(fs.chown);
      fs.fchown = chownFix(fs.fchown);
      fs.lchown = chownFix(fs.lchown);
      fs.chmod = chmodFix(fs.chmod);
      fs.fchmod = chmodFix(fs.fchmod);
      fs.lchmod = chmodFix(fs.lchmod);
      fs.chownSync = chownFixSync(fs.chownSync);
      fs.fchownSync = chownFixSync(fs.fchownSync);
      fs.lchownSync = chownFixSync(fs.lchownSync);
      fs.chmodSync = chmodFixSync(fs.chmodSync);
      fs.fchmodSync = chmodFixSync(fs.fchmodSync);
      fs.lchmodSync = chmodFixSync(fs.lchmodSync);
      fs.stat = statFix(fs.stat);
      fs.fstat = statFix(fs.fstat);
      fs.lstat = statFix(fs.lstat);
      fs.statSync = statFixSync(fs.statSync);
      fs.fstatSync = statFixSync(fs.fstatSync);
      fs.lstatSync = statFixSync(fs.lstatSync);
      if (fs.chmod && !fs.lchmod) {
        fs.lchmod = function(path, mode, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchmodSync = function() {
        };
      }
      if (fs.chown && !fs.lchown) {
        fs.lchown = function(path, uid, gid, cb) {
          if (cb) process.nextTick(cb);
        };
        fs.lchownSync = function() {
        };
      }
      if (platform === "win32") {
        fs.rename = typeof fs.rename !== "function" ? fs.rename : (function(fs$rename) {
          function rename(from, to, cb) {
            var start = Date.now();
            var backoff = 0;
            fs$rename(from, to, function CB(er) {
              if (er && (er.code === "EACCES" || er.code === "EPERM" || er.code === "EBUSY") && Date.now() - start < 6e4) {
                setTimeout(function() {
                  fs.stat(to, function(stater, st) {
                    if (stater && stater.code === "ENOENT")
                      fs$rename(from, to, CB);
                    else
                      cb(er);
                  });
                }, backoff);
                if (backoff < 100)
                  backoff += 10;
                return;
              }
              if (cb) cb(er);
            });
          }
          if (Object.setPrototypeOf) Object.setPrototypeOf(rename, fs$rename);
          return rename;
        })(fs.rename);
      }
      fs.read = typeof fs.read !== "function" ? fs.read : (function(fs$read) {
        function read(fd, buffer, offset, length, position, callback_) {
          var callback;
          if (callback_ && typeof callback_ === "function") {
            var eagCounter = 0;
            callback = function(er, _, __) {
              if (er && er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                return fs$read.call(fs, fd, buffer, offset, length, position, callback);
              }
              callback_.apply(this, arguments);
            };
          }
          return fs$read.call(fs, fd, buffer, offset, length, position, callback);
        }
        if (Object.setPrototypeOf) Object.setPrototypeOf(read, fs$read);
        return read;
      })(fs.read);
      fs.readSync = typeof fs.readSync !== "function" ? fs.readSync : /* @__PURE__ */ (function(fs$readSync) {
        return function(fd, buffer, offset, length, position) {
          var eagCounter = 0;
          while (true) {
            try {
              return fs$readSync.call(fs, fd, buffer, offset, length, position);
            } catch (er) {
              if (er.code === "EAGAIN" && eagCounter < 10) {
                eagCounter++;
                continue;
              }
              throw er;
            }
          }
        };
      })(fs.readSync);
      function patchLchmod(fs2) {
        fs2.lchmod = function(path, mode, callback) {
          fs2.open(
            path,
            constants.O_WRONLY | constants.O_SYMLINK,
            mode,
            function(err, fd) {
              if (err) {
                if (callback) callback(err);
                return;
              }
              fs2.fchmod(fd, mode, function(err2) {
                fs2.close(fd, function(err22) {
                  if (callback) callback(err2 || err22);
                });
              });
            }
          );
        };
        fs2.lchmodSync = function(path, mode) {
          var fd = fs2.openSync(path, constants.O_WRONLY | constants.O_SYMLINK, mode);
          var threw = true;
          var ret;
          try {
            ret = fs2.fchmodSync(fd, mode);
            threw = false;
          } finally {
            if (threw) {
              try {
                fs2.closeSync(fd);
              } catch (er) {
              }
            } else {
              fs2.closeSync(fd);
            }
          }
          return ret;
        };
      }
      function patchLutimes(fs2) {
        if (constants.hasOwnProperty("O_SYMLINK") && fs2.futimes) {
          fs2.lutimes = function(path, at, mt, cb) {
            fs2.open(path, constants.O_SYMLINK, function(er, fd) {
              if (er) {
                if (cb) cb(er);
                return;
              }
              fs2.futimes(fd, at, mt, function(er2) {
                fs2.close(fd, function(er22) {
                  if (cb) cb(er2 || er22);
                });
              });
            });
          };
          fs2.lutimesSync = function(path, at, mt) {
            var fd = fs2.openSync(path, constants.O_SYMLINK);
            var ret;
            var threw = true;
            try {
              ret = fs2.futimesSync(fd, at, mt);
              threw = false;
            } finally {
              if (threw) {
                try {
                  fs2.closeSync(fd);
                } catch (er) {
                }
              } else {
                fs2.closeSync(fd);
              }
            }
            return ret;
          };
        } else if (fs2.futimes) {
          fs2.lutimes = function(_a, _b, _c, cb) {
            if (cb) process.nextTick(cb);
          };
          fs2.lutimesSync = function() {
          };
        }
      }
      function chmodFix(orig) {
        if (!orig) return orig;
        return function(target, mode, cb) {
          return orig.call(fs, target, mode, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chmodFixSync(orig) {
        if (!orig) return orig;
        return function(target, mode) {
          try {
            return orig.call(fs, target, mode);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function chownFix(orig) {
        if (!orig) return orig;
        return function(target, uid, gid, cb) {
          return orig.call(fs, target, uid, gid, function(er) {
            if (chownErOk(er)) er = null;
            if (cb) cb.apply(this, arguments);
          });
        };
      }
      function chownFixSync(orig) {
        if (!orig) return orig;
        return function(target, uid, gid) {
          try {
            return orig.call(fs, target, uid, gid);
          } catch (er) {
            if (!chownErOk(er)) throw er;
          }
        };
      }
      function statFix(orig) {
        if (!orig) return orig;
        return function(target, options, cb) {
          if (typeof options === "function") {
            cb = options;
            options = null;
          }
          function callback(er, stats) {
            if (stats) {
              if (stats.uid < 0) stats.uid += 4294967296;
              if (stats.gid < 0) stats.gid += 4294967296;
            }
            if (cb) cb.apply(this, arguments);
          }
          return options ? orig.call(fs, target, options, callback) : orig.call(fs, target, callback);
        };
      }
      function statFixSync(orig) {
        if (!orig) return orig;
        return function(target, options) {
          var stats = options ? orig.call(fs, target, options) : orig.call(fs, target);
          if (stats) {
            if (stats.uid < 0) stats.uid += 4294967296;
            if (stats.gid < 0) stats.gid += 4294967296;
          }
          return stats;
        };
      }
      function chownErOk(er) {
        if (!er)
          return true;
        if (er.code === "ENOSYS")
          return true;
        var nonroot = !process.getuid || process.getuid() !== 0;
        if (nonroot) {
          if (er.code === "EINVAL" || er.code === "EPERM")
            return true;
        }
        return false;
      }
    }
  }
});

// ../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/legacy-streams.js
var require_legacy_streams = __commonJS({
  "../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/legacy-streams.js"(exports, module) {
    var Stream = __require("stream").Stream;
    module.exports = legacy;
    function legacy(fs) {
      return {
        ReadStream,
        WriteStream
      };
      function ReadStream(path, options) {
        if (!(this instanceof ReadStream)) return new ReadStream(path, options);
        Stream.call(this);
        var self2 = this;
        this.path = path;
        this.fd = null;
        this.readable = true;
        this.paused = false;
        this.flags = "r";
        this.mode = 438;
        this.bufferSize = 64 * 1024;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.encoding) this.setEncoding(this.encoding);
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.end === void 0) {
            this.end = Infinity;
          } else if ("number" !== typeof this.end) {
            throw TypeError("end must be a Number");
          }
          if (this.start > this.end) {
            throw new Error("start must be <= end");
          }
          this.pos = this.start;
        }
        if (this.fd !== null) {
          process.nextTick(function() {
            self2._read();
          });
          return;
        }
        fs.open(this.path, this.flags, this.mode, function(err, fd) {
          if (err) {
            self2.emit("error", err);
            self2.readable = false;
            return;
          }
          self2.fd = fd;
          self2.emit("open", fd);
          self2._read();
        });
      }
      function WriteStream(path, options) {
        if (!(this instanceof WriteStream)) return new WriteStream(path, options);
        Stream.call(this);
        this.path = path;
        this.fd = null;
        this.writable = true;
        this.flags = "w";
        this.encoding = "binary";
        this.mode = 438;
        this.bytesWritten = 0;
        options = options || {};
        var keys = Object.keys(options);
        for (var index = 0, length = keys.length; index < length; index++) {
          var key = keys[index];
          this[key] = options[key];
        }
        if (this.start !== void 0) {
          if ("number" !== typeof this.start) {
            throw TypeError("start must be a Number");
          }
          if (this.start < 0) {
            throw new Error("start must be >= zero");
          }
          this.pos = this.start;
        }
        this.busy = false;
        this._queue = [];
        if (this.fd === null) {
          this._open = fs.open;
          this._queue.push([this._open, this.path, this.flags, this.mode, void 0]);
          this.flush();
        }
      }
    }
  }
});

// ../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/clone.js
var require_clone = __commonJS({
  "../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/clone.js"(exports, module) {
    "use strict";
    module.exports = clone;
    var getPrototypeOf = Object.getPrototypeOf || function(obj) {
      return obj.__proto__;
    };
    function clone(obj) {
      if (obj === null || typeof obj !== "object")
        return obj;
      if (obj instanceof Object)
        var copy = { __proto__: getPrototypeOf(obj) };
      else
        var copy = /* @__PURE__ */ Object.create(null);
      Object.getOwnPropertyNames(obj).forEach(function(key) {
        Object.defineProperty(copy, key, Object.getOwnPropertyDescriptor(obj, key));
      });
      return copy;
    }
  }
});

// ../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/graceful-fs.js
var require_graceful_fs = __commonJS({
  "../../../node_modules/.pnpm/graceful-fs@4.2.12/node_modules/graceful-fs/graceful-fs.js"(exports, module) {
    var fs = __require("fs");
    var polyfills = require_polyfills();
    var legacy = require_legacy_streams();
    var clone = require_clone();
    var util = __require("util");
    var gracefulQueue;
    var previousSymbol;
    if (typeof Symbol === "function" && typeof Symbol.for === "function") {
      gracefulQueue = /* @__PURE__ */ Symbol.for("graceful-fs.queue");
      previousSymbol = /* @__PURE__ */ Symbol.for("graceful-fs.previous");
    } else {
      gracefulQueue = "___graceful-fs.queue";
      previousSymbol = "___graceful-fs.previous";
    }
    function noop() {
    }
    function publishQueue(context, queue2) {
      Object.defineProperty(context, gracefulQueue, {
        get: function() {
          return queue2;
        }
      });
    }
    var debug = noop;
    if (util.debuglog)
      debug = util.debuglog("gfs4");
    else if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || ""))
      debug = function() {
        var m = util.format.apply(util, arguments);
        m = "GFS4: " + m.split(/\n/).join("\nGFS4: ");
        console.error(m);
      };
    if (!fs[gracefulQueue]) {
      queue = global[gracefulQueue] || [];
      publishQueue(fs, queue);
      fs.close = (function(fs$close) {
        function close(fd, cb) {
          return fs$close.call(fs, fd, function(err) {
            if (!err) {
              resetQueue();
            }
            if (typeof cb === "function")
              cb.apply(this, arguments);
          });
        }
        Object.defineProperty(close, previousSymbol, {
          value: fs$close
        });
        return close;
      })(fs.close);
      fs.closeSync = (function(fs$closeSync) {
        function closeSync(fd) {
          fs$closeSync.apply(fs, arguments);
          resetQueue();
        }
        Object.defineProperty(closeSync, previousSymbol, {
          value: fs$closeSync
        });
        return closeSync;
      })(fs.closeSync);
      if (/\bgfs4\b/i.test(process.env.NODE_DEBUG || "")) {
        process.on("exit", function() {
          debug(fs[gracefulQueue]);
          __require("assert").equal(fs[gracefulQueue].length, 0);
        });
      }
    }
    var queue;
    if (!global[gracefulQueue]) {
      publishQueue(global, fs[gracefulQueue]);
    }
    module.exports = patch(clone(fs));
    if (process.env.TEST_GRACEFUL_FS_GLOBAL_PATCH && !fs.__patched) {
      module.exports = patch(fs);
      fs.__patched = true;
    }
    function patch(fs2) {
      polyfills(fs2);
      fs2.gracefulify = patch;
      fs2.createReadStream = createReadStream3;
      fs2.createWriteStream = createWriteStream;
      var fs$readFile = fs2.readFile;
      fs2.readFile = readFile2;
      function readFile2(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$readFile(path, options, cb);
        function go$readFile(path2, options2, cb2, startTime) {
          return fs$readFile(path2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$readFile, [path2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$writeFile = fs2.writeFile;
      fs2.writeFile = writeFile2;
      function writeFile2(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$writeFile(path, data, options, cb);
        function go$writeFile(path2, data2, options2, cb2, startTime) {
          return fs$writeFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$writeFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$appendFile = fs2.appendFile;
      if (fs$appendFile)
        fs2.appendFile = appendFile;
      function appendFile(path, data, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        return go$appendFile(path, data, options, cb);
        function go$appendFile(path2, data2, options2, cb2, startTime) {
          return fs$appendFile(path2, data2, options2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$appendFile, [path2, data2, options2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$copyFile = fs2.copyFile;
      if (fs$copyFile)
        fs2.copyFile = copyFile;
      function copyFile(src, dest, flags, cb) {
        if (typeof flags === "function") {
          cb = flags;
          flags = 0;
        }
        return go$copyFile(src, dest, flags, cb);
        function go$copyFile(src2, dest2, flags2, cb2, startTime) {
          return fs$copyFile(src2, dest2, flags2, function(err) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$copyFile, [src2, dest2, flags2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      var fs$readdir = fs2.readdir;
      fs2.readdir = readdir;
      var noReaddirOptionVersions = /^v[0-5]\./;
      function readdir(path, options, cb) {
        if (typeof options === "function")
          cb = options, options = null;
        var go$readdir = noReaddirOptionVersions.test(process.version) ? function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        } : function go$readdir2(path2, options2, cb2, startTime) {
          return fs$readdir(path2, options2, fs$readdirCallback(
            path2,
            options2,
            cb2,
            startTime
          ));
        };
        return go$readdir(path, options, cb);
        function fs$readdirCallback(path2, options2, cb2, startTime) {
          return function(err, files) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([
                go$readdir,
                [path2, options2, cb2],
                err,
                startTime || Date.now(),
                Date.now()
              ]);
            else {
              if (files && files.sort)
                files.sort();
              if (typeof cb2 === "function")
                cb2.call(this, err, files);
            }
          };
        }
      }
      if (process.version.substr(0, 4) === "v0.8") {
        var legStreams = legacy(fs2);
        ReadStream = legStreams.ReadStream;
        WriteStream = legStreams.WriteStream;
      }
      var fs$ReadStream = fs2.ReadStream;
      if (fs$ReadStream) {
        ReadStream.prototype = Object.create(fs$ReadStream.prototype);
        ReadStream.prototype.open = ReadStream$open;
      }
      var fs$WriteStream = fs2.WriteStream;
      if (fs$WriteStream) {
        WriteStream.prototype = Object.create(fs$WriteStream.prototype);
        WriteStream.prototype.open = WriteStream$open;
      }
      Object.defineProperty(fs2, "ReadStream", {
        get: function() {
          return ReadStream;
        },
        set: function(val) {
          ReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      Object.defineProperty(fs2, "WriteStream", {
        get: function() {
          return WriteStream;
        },
        set: function(val) {
          WriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileReadStream = ReadStream;
      Object.defineProperty(fs2, "FileReadStream", {
        get: function() {
          return FileReadStream;
        },
        set: function(val) {
          FileReadStream = val;
        },
        enumerable: true,
        configurable: true
      });
      var FileWriteStream = WriteStream;
      Object.defineProperty(fs2, "FileWriteStream", {
        get: function() {
          return FileWriteStream;
        },
        set: function(val) {
          FileWriteStream = val;
        },
        enumerable: true,
        configurable: true
      });
      function ReadStream(path, options) {
        if (this instanceof ReadStream)
          return fs$ReadStream.apply(this, arguments), this;
        else
          return ReadStream.apply(Object.create(ReadStream.prototype), arguments);
      }
      function ReadStream$open() {
        var that = this;
        open(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            if (that.autoClose)
              that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
            that.read();
          }
        });
      }
      function WriteStream(path, options) {
        if (this instanceof WriteStream)
          return fs$WriteStream.apply(this, arguments), this;
        else
          return WriteStream.apply(Object.create(WriteStream.prototype), arguments);
      }
      function WriteStream$open() {
        var that = this;
        open(that.path, that.flags, that.mode, function(err, fd) {
          if (err) {
            that.destroy();
            that.emit("error", err);
          } else {
            that.fd = fd;
            that.emit("open", fd);
          }
        });
      }
      function createReadStream3(path, options) {
        return new fs2.ReadStream(path, options);
      }
      function createWriteStream(path, options) {
        return new fs2.WriteStream(path, options);
      }
      var fs$open = fs2.open;
      fs2.open = open;
      function open(path, flags, mode, cb) {
        if (typeof mode === "function")
          cb = mode, mode = null;
        return go$open(path, flags, mode, cb);
        function go$open(path2, flags2, mode2, cb2, startTime) {
          return fs$open(path2, flags2, mode2, function(err, fd) {
            if (err && (err.code === "EMFILE" || err.code === "ENFILE"))
              enqueue([go$open, [path2, flags2, mode2, cb2], err, startTime || Date.now(), Date.now()]);
            else {
              if (typeof cb2 === "function")
                cb2.apply(this, arguments);
            }
          });
        }
      }
      return fs2;
    }
    function enqueue(elem) {
      debug("ENQUEUE", elem[0].name, elem[1]);
      fs[gracefulQueue].push(elem);
      retry();
    }
    var retryTimer;
    function resetQueue() {
      var now = Date.now();
      for (var i = 0; i < fs[gracefulQueue].length; ++i) {
        if (fs[gracefulQueue][i].length > 2) {
          fs[gracefulQueue][i][3] = now;
          fs[gracefulQueue][i][4] = now;
        }
      }
      retry();
    }
    function retry() {
      clearTimeout(retryTimer);
      retryTimer = void 0;
      if (fs[gracefulQueue].length === 0)
        return;
      var elem = fs[gracefulQueue].shift();
      var fn = elem[0];
      var args = elem[1];
      var err = elem[2];
      var startTime = elem[3];
      var lastTime = elem[4];
      if (startTime === void 0) {
        debug("RETRY", fn.name, args);
        fn.apply(null, args);
      } else if (Date.now() - startTime >= 6e4) {
        debug("TIMEOUT", fn.name, args);
        var cb = args.pop();
        if (typeof cb === "function")
          cb.call(null, err);
      } else {
        var sinceAttempt = Date.now() - lastTime;
        var sinceStart = Math.max(lastTime - startTime, 1);
        var desiredDelay = Math.min(sinceStart * 1.2, 100);
        if (sinceAttempt >= desiredDelay) {
          debug("RETRY", fn.name, args);
          fn.apply(null, args.concat([startTime]));
        } else {
          fs[gracefulQueue].push(elem);
        }
      }
      if (retryTimer === void 0) {
        retryTimer = setTimeout(retry, 0);
      }
    }
  }
});

// ../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/lib/retry_operation.js
var require_retry_operation = __commonJS({
  "../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/lib/retry_operation.js"(exports, module) {
    function RetryOperation(timeouts, options) {
      if (typeof options === "boolean") {
        options = { forever: options };
      }
      this._originalTimeouts = JSON.parse(JSON.stringify(timeouts));
      this._timeouts = timeouts;
      this._options = options || {};
      this._maxRetryTime = options && options.maxRetryTime || Infinity;
      this._fn = null;
      this._errors = [];
      this._attempts = 1;
      this._operationTimeout = null;
      this._operationTimeoutCb = null;
      this._timeout = null;
      this._operationStart = null;
      if (this._options.forever) {
        this._cachedTimeouts = this._timeouts.slice(0);
      }
    }
    module.exports = RetryOperation;
    RetryOperation.prototype.reset = function() {
      this._attempts = 1;
      this._timeouts = this._originalTimeouts;
    };
    RetryOperation.prototype.stop = function() {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      this._timeouts = [];
      this._cachedTimeouts = null;
    };
    RetryOperation.prototype.retry = function(err) {
      if (this._timeout) {
        clearTimeout(this._timeout);
      }
      if (!err) {
        return false;
      }
      var currentTime = (/* @__PURE__ */ new Date()).getTime();
      if (err && currentTime - this._operationStart >= this._maxRetryTime) {
        this._errors.unshift(new Error("RetryOperation timeout occurred"));
        return false;
      }
      this._errors.push(err);
      var timeout = this._timeouts.shift();
      if (timeout === void 0) {
        if (this._cachedTimeouts) {
          this._errors.splice(this._errors.length - 1, this._errors.length);
          this._timeouts = this._cachedTimeouts.slice(0);
          timeout = this._timeouts.shift();
        } else {
          return false;
        }
      }
      var self2 = this;
      var timer = setTimeout(function() {
        self2._attempts++;
        if (self2._operationTimeoutCb) {
          self2._timeout = setTimeout(function() {
            self2._operationTimeoutCb(self2._attempts);
          }, self2._operationTimeout);
          if (self2._options.unref) {
            self2._timeout.unref();
          }
        }
        self2._fn(self2._attempts);
      }, timeout);
      if (this._options.unref) {
        timer.unref();
      }
      return true;
    };
    RetryOperation.prototype.attempt = function(fn, timeoutOps) {
      this._fn = fn;
      if (timeoutOps) {
        if (timeoutOps.timeout) {
          this._operationTimeout = timeoutOps.timeout;
        }
        if (timeoutOps.cb) {
          this._operationTimeoutCb = timeoutOps.cb;
        }
      }
      var self2 = this;
      if (this._operationTimeoutCb) {
        this._timeout = setTimeout(function() {
          self2._operationTimeoutCb();
        }, self2._operationTimeout);
      }
      this._operationStart = (/* @__PURE__ */ new Date()).getTime();
      this._fn(this._attempts);
    };
    RetryOperation.prototype.try = function(fn) {
      console.log("Using RetryOperation.try() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = function(fn) {
      console.log("Using RetryOperation.start() is deprecated");
      this.attempt(fn);
    };
    RetryOperation.prototype.start = RetryOperation.prototype.try;
    RetryOperation.prototype.errors = function() {
      return this._errors;
    };
    RetryOperation.prototype.attempts = function() {
      return this._attempts;
    };
    RetryOperation.prototype.mainError = function() {
      if (this._errors.length === 0) {
        return null;
      }
      var counts = {};
      var mainError = null;
      var mainErrorCount = 0;
      for (var i = 0; i < this._errors.length; i++) {
        var error = this._errors[i];
        var message = error.message;
        var count = (counts[message] || 0) + 1;
        counts[message] = count;
        if (count >= mainErrorCount) {
          mainError = error;
          mainErrorCount = count;
        }
      }
      return mainError;
    };
  }
});

// ../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/lib/retry.js
var require_retry = __commonJS({
  "../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/lib/retry.js"(exports) {
    var RetryOperation = require_retry_operation();
    exports.operation = function(options) {
      var timeouts = exports.timeouts(options);
      return new RetryOperation(timeouts, {
        forever: options && options.forever,
        unref: options && options.unref,
        maxRetryTime: options && options.maxRetryTime
      });
    };
    exports.timeouts = function(options) {
      if (options instanceof Array) {
        return [].concat(options);
      }
      var opts = {
        retries: 10,
        factor: 2,
        minTimeout: 1 * 1e3,
        maxTimeout: Infinity,
        randomize: false
      };
      for (var key in options) {
        opts[key] = options[key];
      }
      if (opts.minTimeout > opts.maxTimeout) {
        throw new Error("minTimeout is greater than maxTimeout");
      }
      var timeouts = [];
      for (var i = 0; i < opts.retries; i++) {
        timeouts.push(this.createTimeout(i, opts));
      }
      if (options && options.forever && !timeouts.length) {
        timeouts.push(this.createTimeout(i, opts));
      }
      timeouts.sort(function(a, b) {
        return a - b;
      });
      return timeouts;
    };
    exports.createTimeout = function(attempt, opts) {
      var random = opts.randomize ? Math.random() + 1 : 1;
      var timeout = Math.round(random * opts.minTimeout * Math.pow(opts.factor, attempt));
      timeout = Math.min(timeout, opts.maxTimeout);
      return timeout;
    };
    exports.wrap = function(obj, options, methods) {
      if (options instanceof Array) {
        methods = options;
        options = null;
      }
      if (!methods) {
        methods = [];
        for (var key in obj) {
          if (typeof obj[key] === "function") {
            methods.push(key);
          }
        }
      }
      for (var i = 0; i < methods.length; i++) {
        var method = methods[i];
        var original = obj[method];
        obj[method] = function retryWrapper(original2) {
          var op = exports.operation(options);
          var args = Array.prototype.slice.call(arguments, 1);
          var callback = args.pop();
          args.push(function(err) {
            if (op.retry(err)) {
              return;
            }
            if (err) {
              arguments[0] = op.mainError();
            }
            callback.apply(this, arguments);
          });
          op.attempt(function() {
            original2.apply(obj, args);
          });
        }.bind(obj, original);
        obj[method].options = options;
      }
    };
  }
});

// ../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/index.js
var require_retry2 = __commonJS({
  "../../../node_modules/.pnpm/retry@0.12.0/node_modules/retry/index.js"(exports, module) {
    module.exports = require_retry();
  }
});

// ../../../node_modules/.pnpm/signal-exit@3.0.7/node_modules/signal-exit/signals.js
var require_signals = __commonJS({
  "../../../node_modules/.pnpm/signal-exit@3.0.7/node_modules/signal-exit/signals.js"(exports, module) {
    module.exports = [
      "SIGABRT",
      "SIGALRM",
      "SIGHUP",
      "SIGINT",
      "SIGTERM"
    ];
    if (process.platform !== "win32") {
      module.exports.push(
        "SIGVTALRM",
        "SIGXCPU",
        "SIGXFSZ",
        "SIGUSR2",
        "SIGTRAP",
        "SIGSYS",
        "SIGQUIT",
        "SIGIOT"
        // should detect profiler and enable/disable accordingly.
        // see #21
        // 'SIGPROF'
      );
    }
    if (process.platform === "linux") {
      module.exports.push(
        "SIGIO",
        "SIGPOLL",
        "SIGPWR",
        "SIGSTKFLT",
        "SIGUNUSED"
      );
    }
  }
});

// ../../../node_modules/.pnpm/signal-exit@3.0.7/node_modules/signal-exit/index.js
var require_signal_exit = __commonJS({
  "../../../node_modules/.pnpm/signal-exit@3.0.7/node_modules/signal-exit/index.js"(exports, module) {
    var process2 = global.process;
    var processOk = function(process3) {
      return process3 && typeof process3 === "object" && typeof process3.removeListener === "function" && typeof process3.emit === "function" && typeof process3.reallyExit === "function" && typeof process3.listeners === "function" && typeof process3.kill === "function" && typeof process3.pid === "number" && typeof process3.on === "function";
    };
    if (!processOk(process2)) {
      module.exports = function() {
        return function() {
        };
      };
    } else {
      assert = __require("assert");
      signals = require_signals();
      isWin = /^win/i.test(process2.platform);
      EE = __require("events");
      if (typeof EE !== "function") {
        EE = EE.EventEmitter;
      }
      if (process2.__signal_exit_emitter__) {
        emitter = process2.__signal_exit_emitter__;
      } else {
        emitter = process2.__signal_exit_emitter__ = new EE();
        emitter.count = 0;
        emitter.emitted = {};
      }
      if (!emitter.infinite) {
        emitter.setMaxListeners(Infinity);
        emitter.infinite = true;
      }
      module.exports = function(cb, opts) {
        if (!processOk(global.process)) {
          return function() {
          };
        }
        assert.equal(typeof cb, "function", "a callback must be provided for exit handler");
        if (loaded === false) {
          load();
        }
        var ev = "exit";
        if (opts && opts.alwaysLast) {
          ev = "afterexit";
        }
        var remove = function() {
          emitter.removeListener(ev, cb);
          if (emitter.listeners("exit").length === 0 && emitter.listeners("afterexit").length === 0) {
            unload();
          }
        };
        emitter.on(ev, cb);
        return remove;
      };
      unload = function unload2() {
        if (!loaded || !processOk(global.process)) {
          return;
        }
        loaded = false;
        signals.forEach(function(sig) {
          try {
            process2.removeListener(sig, sigListeners[sig]);
          } catch (er) {
          }
        });
        process2.emit = originalProcessEmit;
        process2.reallyExit = originalProcessReallyExit;
        emitter.count -= 1;
      };
      module.exports.unload = unload;
      emit = function emit2(event, code, signal) {
        if (emitter.emitted[event]) {
          return;
        }
        emitter.emitted[event] = true;
        emitter.emit(event, code, signal);
      };
      sigListeners = {};
      signals.forEach(function(sig) {
        sigListeners[sig] = function listener() {
          if (!processOk(global.process)) {
            return;
          }
          var listeners = process2.listeners(sig);
          if (listeners.length === emitter.count) {
            unload();
            emit("exit", null, sig);
            emit("afterexit", null, sig);
            if (isWin && sig === "SIGHUP") {
              sig = "SIGINT";
            }
            process2.kill(process2.pid, sig);
          }
        };
      });
      module.exports.signals = function() {
        return signals;
      };
      loaded = false;
      load = function load2() {
        if (loaded || !processOk(global.process)) {
          return;
        }
        loaded = true;
        emitter.count += 1;
        signals = signals.filter(function(sig) {
          try {
            process2.on(sig, sigListeners[sig]);
            return true;
          } catch (er) {
            return false;
          }
        });
        process2.emit = processEmit;
        process2.reallyExit = processReallyExit;
      };
      module.exports.load = load;
      originalProcessReallyExit = process2.reallyExit;
      processReallyExit = function processReallyExit2(code) {
        if (!processOk(global.process)) {
          return;
        }
        process2.exitCode = code || /* istanbul ignore next */
        0;
        emit("exit", process2.exitCode, null);
        emit("afterexit", process2.exitCode, null);
        originalProcessReallyExit.call(process2, process2.exitCode);
      };
      originalProcessEmit = process2.emit;
      processEmit = function processEmit2(ev, arg) {
        if (ev === "exit" && processOk(global.process)) {
          if (arg !== void 0) {
            process2.exitCode = arg;
          }
          var ret = originalProcessEmit.apply(this, arguments);
          emit("exit", process2.exitCode, null);
          emit("afterexit", process2.exitCode, null);
          return ret;
        } else {
          return originalProcessEmit.apply(this, arguments);
        }
      };
    }
    var assert;
    var signals;
    var isWin;
    var EE;
    var emitter;
    var unload;
    var emit;
    var sigListeners;
    var loaded;
    var load;
    var originalProcessReallyExit;
    var processReallyExit;
    var originalProcessEmit;
    var processEmit;
  }
});

// ../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/mtime-precision.js
var require_mtime_precision = __commonJS({
  "../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/mtime-precision.js"(exports, module) {
    "use strict";
    var cacheSymbol = /* @__PURE__ */ Symbol();
    function probe(file, fs, callback) {
      const cachedPrecision = fs[cacheSymbol];
      if (cachedPrecision) {
        return fs.stat(file, (err, stat) => {
          if (err) {
            return callback(err);
          }
          callback(null, stat.mtime, cachedPrecision);
        });
      }
      const mtime = new Date(Math.ceil(Date.now() / 1e3) * 1e3 + 5);
      fs.utimes(file, mtime, mtime, (err) => {
        if (err) {
          return callback(err);
        }
        fs.stat(file, (err2, stat) => {
          if (err2) {
            return callback(err2);
          }
          const precision = stat.mtime.getTime() % 1e3 === 0 ? "s" : "ms";
          Object.defineProperty(fs, cacheSymbol, { value: precision });
          callback(null, stat.mtime, precision);
        });
      });
    }
    function getMtime(precision) {
      let now = Date.now();
      if (precision === "s") {
        now = Math.ceil(now / 1e3) * 1e3;
      }
      return new Date(now);
    }
    module.exports.probe = probe;
    module.exports.getMtime = getMtime;
  }
});

// ../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/lockfile.js
var require_lockfile = __commonJS({
  "../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/lockfile.js"(exports, module) {
    "use strict";
    var path = __require("path");
    var fs = require_graceful_fs();
    var retry = require_retry2();
    var onExit = require_signal_exit();
    var mtimePrecision = require_mtime_precision();
    var locks = {};
    function getLockFile(file, options) {
      return options.lockfilePath || `${file}.lock`;
    }
    function resolveCanonicalPath(file, options, callback) {
      if (!options.realpath) {
        return callback(null, path.resolve(file));
      }
      options.fs.realpath(file, callback);
    }
    function acquireLock(file, options, callback) {
      const lockfilePath = getLockFile(file, options);
      options.fs.mkdir(lockfilePath, (err) => {
        if (!err) {
          return mtimePrecision.probe(lockfilePath, options.fs, (err2, mtime, mtimePrecision2) => {
            if (err2) {
              options.fs.rmdir(lockfilePath, () => {
              });
              return callback(err2);
            }
            callback(null, mtime, mtimePrecision2);
          });
        }
        if (err.code !== "EEXIST") {
          return callback(err);
        }
        if (options.stale <= 0) {
          return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
        }
        options.fs.stat(lockfilePath, (err2, stat) => {
          if (err2) {
            if (err2.code === "ENOENT") {
              return acquireLock(file, { ...options, stale: 0 }, callback);
            }
            return callback(err2);
          }
          if (!isLockStale(stat, options)) {
            return callback(Object.assign(new Error("Lock file is already being held"), { code: "ELOCKED", file }));
          }
          removeLock(file, options, (err3) => {
            if (err3) {
              return callback(err3);
            }
            acquireLock(file, { ...options, stale: 0 }, callback);
          });
        });
      });
    }
    function isLockStale(stat, options) {
      return stat.mtime.getTime() < Date.now() - options.stale;
    }
    function removeLock(file, options, callback) {
      options.fs.rmdir(getLockFile(file, options), (err) => {
        if (err && err.code !== "ENOENT") {
          return callback(err);
        }
        callback();
      });
    }
    function updateLock(file, options) {
      const lock2 = locks[file];
      if (lock2.updateTimeout) {
        return;
      }
      lock2.updateDelay = lock2.updateDelay || options.update;
      lock2.updateTimeout = setTimeout(() => {
        lock2.updateTimeout = null;
        options.fs.stat(lock2.lockfilePath, (err, stat) => {
          const isOverThreshold = lock2.lastUpdate + options.stale < Date.now();
          if (err) {
            if (err.code === "ENOENT" || isOverThreshold) {
              return setLockAsCompromised(file, lock2, Object.assign(err, { code: "ECOMPROMISED" }));
            }
            lock2.updateDelay = 1e3;
            return updateLock(file, options);
          }
          const isMtimeOurs = lock2.mtime.getTime() === stat.mtime.getTime();
          if (!isMtimeOurs) {
            return setLockAsCompromised(
              file,
              lock2,
              Object.assign(
                new Error("Unable to update lock within the stale threshold"),
                { code: "ECOMPROMISED" }
              )
            );
          }
          const mtime = mtimePrecision.getMtime(lock2.mtimePrecision);
          options.fs.utimes(lock2.lockfilePath, mtime, mtime, (err2) => {
            const isOverThreshold2 = lock2.lastUpdate + options.stale < Date.now();
            if (lock2.released) {
              return;
            }
            if (err2) {
              if (err2.code === "ENOENT" || isOverThreshold2) {
                return setLockAsCompromised(file, lock2, Object.assign(err2, { code: "ECOMPROMISED" }));
              }
              lock2.updateDelay = 1e3;
              return updateLock(file, options);
            }
            lock2.mtime = mtime;
            lock2.lastUpdate = Date.now();
            lock2.updateDelay = null;
            updateLock(file, options);
          });
        });
      }, lock2.updateDelay);
      if (lock2.updateTimeout.unref) {
        lock2.updateTimeout.unref();
      }
    }
    function setLockAsCompromised(file, lock2, err) {
      lock2.released = true;
      if (lock2.updateTimeout) {
        clearTimeout(lock2.updateTimeout);
      }
      if (locks[file] === lock2) {
        delete locks[file];
      }
      lock2.options.onCompromised(err);
    }
    function lock(file, options, callback) {
      options = {
        stale: 1e4,
        update: null,
        realpath: true,
        retries: 0,
        fs,
        onCompromised: (err) => {
          throw err;
        },
        ...options
      };
      options.retries = options.retries || 0;
      options.retries = typeof options.retries === "number" ? { retries: options.retries } : options.retries;
      options.stale = Math.max(options.stale || 0, 2e3);
      options.update = options.update == null ? options.stale / 2 : options.update || 0;
      options.update = Math.max(Math.min(options.update, options.stale / 2), 1e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const operation = retry.operation(options.retries);
        operation.attempt(() => {
          acquireLock(file2, options, (err2, mtime, mtimePrecision2) => {
            if (operation.retry(err2)) {
              return;
            }
            if (err2) {
              return callback(operation.mainError());
            }
            const lock2 = locks[file2] = {
              lockfilePath: getLockFile(file2, options),
              mtime,
              mtimePrecision: mtimePrecision2,
              options,
              lastUpdate: Date.now()
            };
            updateLock(file2, options);
            callback(null, (releasedCallback) => {
              if (lock2.released) {
                return releasedCallback && releasedCallback(Object.assign(new Error("Lock is already released"), { code: "ERELEASED" }));
              }
              unlock(file2, { ...options, realpath: false }, releasedCallback);
            });
          });
        });
      });
    }
    function unlock(file, options, callback) {
      options = {
        fs,
        realpath: true,
        ...options
      };
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        const lock2 = locks[file2];
        if (!lock2) {
          return callback(Object.assign(new Error("Lock is not acquired/owned by you"), { code: "ENOTACQUIRED" }));
        }
        lock2.updateTimeout && clearTimeout(lock2.updateTimeout);
        lock2.released = true;
        delete locks[file2];
        removeLock(file2, options, callback);
      });
    }
    function check(file, options, callback) {
      options = {
        stale: 1e4,
        realpath: true,
        fs,
        ...options
      };
      options.stale = Math.max(options.stale || 0, 2e3);
      resolveCanonicalPath(file, options, (err, file2) => {
        if (err) {
          return callback(err);
        }
        options.fs.stat(getLockFile(file2, options), (err2, stat) => {
          if (err2) {
            return err2.code === "ENOENT" ? callback(null, false) : callback(err2);
          }
          return callback(null, !isLockStale(stat, options));
        });
      });
    }
    function getLocks() {
      return locks;
    }
    onExit(() => {
      for (const file in locks) {
        const options = locks[file].options;
        try {
          options.fs.rmdirSync(getLockFile(file, options));
        } catch (e) {
        }
      }
    });
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.check = check;
    module.exports.getLocks = getLocks;
  }
});

// ../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/adapter.js
var require_adapter = __commonJS({
  "../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/lib/adapter.js"(exports, module) {
    "use strict";
    var fs = require_graceful_fs();
    function createSyncFs(fs2) {
      const methods = ["mkdir", "realpath", "stat", "rmdir", "utimes"];
      const newFs = { ...fs2 };
      methods.forEach((method) => {
        newFs[method] = (...args) => {
          const callback = args.pop();
          let ret;
          try {
            ret = fs2[`${method}Sync`](...args);
          } catch (err) {
            return callback(err);
          }
          callback(null, ret);
        };
      });
      return newFs;
    }
    function toPromise(method) {
      return (...args) => new Promise((resolve4, reject) => {
        args.push((err, result) => {
          if (err) {
            reject(err);
          } else {
            resolve4(result);
          }
        });
        method(...args);
      });
    }
    function toSync(method) {
      return (...args) => {
        let err;
        let result;
        args.push((_err, _result) => {
          err = _err;
          result = _result;
        });
        method(...args);
        if (err) {
          throw err;
        }
        return result;
      };
    }
    function toSyncOptions(options) {
      options = { ...options };
      options.fs = createSyncFs(options.fs || fs);
      if (typeof options.retries === "number" && options.retries > 0 || options.retries && typeof options.retries.retries === "number" && options.retries.retries > 0) {
        throw Object.assign(new Error("Cannot use retries with the sync api"), { code: "ESYNC" });
      }
      return options;
    }
    module.exports = {
      toPromise,
      toSync,
      toSyncOptions
    };
  }
});

// ../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/index.js
var require_proper_lockfile = __commonJS({
  "../../../node_modules/.pnpm/proper-lockfile@4.1.2/node_modules/proper-lockfile/index.js"(exports, module) {
    "use strict";
    var lockfile = require_lockfile();
    var { toPromise, toSync, toSyncOptions } = require_adapter();
    async function lock(file, options) {
      const release = await toPromise(lockfile.lock)(file, options);
      return toPromise(release);
    }
    function lockSync(file, options) {
      const release = toSync(lockfile.lock)(file, toSyncOptions(options));
      return toSync(release);
    }
    function unlock(file, options) {
      return toPromise(lockfile.unlock)(file, options);
    }
    function unlockSync(file, options) {
      return toSync(lockfile.unlock)(file, toSyncOptions(options));
    }
    function check(file, options) {
      return toPromise(lockfile.check)(file, options);
    }
    function checkSync(file, options) {
      return toSync(lockfile.check)(file, toSyncOptions(options));
    }
    module.exports = lock;
    module.exports.lock = lock;
    module.exports.unlock = unlock;
    module.exports.lockSync = lockSync;
    module.exports.unlockSync = unlockSync;
    module.exports.check = check;
    module.exports.checkSync = checkSync;
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/urlStorage.js
var require_urlStorage = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/urlStorage.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    exports.canStoreURLs = exports.FileUrlStorage = void 0;
    var _fs = __require("fs");
    var _combineErrors = _interopRequireDefault(require_combine_errors());
    var lockfile = _interopRequireWildcard(require_proper_lockfile());
    function _getRequireWildcardCache(e) {
      if ("function" != typeof WeakMap) return null;
      var r = /* @__PURE__ */ new WeakMap(), t2 = /* @__PURE__ */ new WeakMap();
      return (_getRequireWildcardCache = function(e2) {
        return e2 ? t2 : r;
      })(e);
    }
    function _interopRequireWildcard(e, r) {
      if (!r && e && e.__esModule) return e;
      if (null === e || "object" != typeof e && "function" != typeof e) return { default: e };
      var t2 = _getRequireWildcardCache(r);
      if (t2 && t2.has(e)) return t2.get(e);
      var n = { __proto__: null }, a = Object.defineProperty && Object.getOwnPropertyDescriptor;
      for (var u in e) if ("default" !== u && {}.hasOwnProperty.call(e, u)) {
        var i = a ? Object.getOwnPropertyDescriptor(e, u) : null;
        i && (i.get || i.set) ? Object.defineProperty(n, u, i) : n[u] = e[u];
      }
      return n.default = e, t2 && t2.set(e, n), n;
    }
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var canStoreURLs = exports.canStoreURLs = true;
    var FileUrlStorage = exports.FileUrlStorage = /* @__PURE__ */ (function() {
      function FileUrlStorage2(filePath) {
        _classCallCheck(this, FileUrlStorage2);
        this.path = filePath;
      }
      return _createClass(FileUrlStorage2, [{
        key: "findAllUploads",
        value: function findAllUploads() {
          var _this = this;
          return new Promise(function(resolve4, reject) {
            _this._getItems("tus::", function(err, results) {
              if (err) reject(err);
              else resolve4(results);
            });
          });
        }
      }, {
        key: "findUploadsByFingerprint",
        value: function findUploadsByFingerprint(fingerprint) {
          var _this2 = this;
          return new Promise(function(resolve4, reject) {
            _this2._getItems("tus::".concat(fingerprint), function(err, results) {
              if (err) reject(err);
              else resolve4(results);
            });
          });
        }
      }, {
        key: "removeUpload",
        value: function removeUpload(urlStorageKey) {
          var _this3 = this;
          return new Promise(function(resolve4, reject) {
            _this3._removeItem(urlStorageKey, function(err) {
              if (err) reject(err);
              else resolve4();
            });
          });
        }
      }, {
        key: "addUpload",
        value: function addUpload(fingerprint, upload) {
          var _this4 = this;
          var id = Math.round(Math.random() * 1e12);
          var key = "tus::".concat(fingerprint, "::").concat(id);
          return new Promise(function(resolve4, reject) {
            _this4._setItem(key, upload, function(err) {
              if (err) reject(err);
              else resolve4(key);
            });
          });
        }
      }, {
        key: "_setItem",
        value: function _setItem(key, value, cb) {
          var _this5 = this;
          lockfile.lock(this.path, this._lockfileOptions()).then(function(release) {
            cb = _this5._releaseAndCb(release, cb);
            _this5._getData(function(err, data) {
              if (err) {
                cb(err);
                return;
              }
              data[key] = value;
              _this5._writeData(data, function(err2) {
                return cb(err2);
              });
            });
          })["catch"](cb);
        }
      }, {
        key: "_getItems",
        value: function _getItems(prefix, cb) {
          this._getData(function(err, data) {
            if (err) {
              cb(err);
              return;
            }
            var results = Object.keys(data).filter(function(key) {
              return key.startsWith(prefix);
            }).map(function(key) {
              var obj = data[key];
              obj.urlStorageKey = key;
              return obj;
            });
            cb(null, results);
          });
        }
      }, {
        key: "_removeItem",
        value: function _removeItem(key, cb) {
          var _this6 = this;
          lockfile.lock(this.path, this._lockfileOptions()).then(function(release) {
            cb = _this6._releaseAndCb(release, cb);
            _this6._getData(function(err, data) {
              if (err) {
                cb(err);
                return;
              }
              delete data[key];
              _this6._writeData(data, function(err2) {
                return cb(err2);
              });
            });
          })["catch"](cb);
        }
      }, {
        key: "_lockfileOptions",
        value: function _lockfileOptions() {
          return {
            realpath: false,
            retries: {
              retries: 5,
              minTimeout: 20
            }
          };
        }
      }, {
        key: "_releaseAndCb",
        value: function _releaseAndCb(release, cb) {
          return function(err) {
            if (err) {
              release().then(function() {
                return cb(err);
              })["catch"](function(releaseErr) {
                return cb((0, _combineErrors.default)([err, releaseErr]));
              });
              return;
            }
            release().then(cb)["catch"](cb);
          };
        }
      }, {
        key: "_writeData",
        value: function _writeData(data, cb) {
          var opts = {
            encoding: "utf8",
            mode: 432,
            flag: "w"
          };
          (0, _fs.writeFile)(this.path, JSON.stringify(data), opts, function(err) {
            return cb(err);
          });
        }
      }, {
        key: "_getData",
        value: function _getData(cb) {
          (0, _fs.readFile)(this.path, "utf8", function(err, data) {
            if (err) {
              if (err.code === "ENOENT") cb(null, {});
              else cb(err);
              return;
            }
            try {
              data = !data.trim().length ? {} : JSON.parse(data);
            } catch (error) {
              cb(error);
              return;
            }
            cb(null, data);
          });
        }
      }]);
    })();
  }
});

// ../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/index.js
var require_node = __commonJS({
  "../../../node_modules/.pnpm/tus-js-client@4.3.1/node_modules/tus-js-client/lib.es5/node/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", {
      value: true
    });
    Object.defineProperty(exports, "DefaultHttpStack", {
      enumerable: true,
      get: function() {
        return _httpStack.default;
      }
    });
    Object.defineProperty(exports, "DetailedError", {
      enumerable: true,
      get: function() {
        return _error.default;
      }
    });
    Object.defineProperty(exports, "FileUrlStorage", {
      enumerable: true,
      get: function() {
        return _urlStorage.FileUrlStorage;
      }
    });
    Object.defineProperty(exports, "StreamSource", {
      enumerable: true,
      get: function() {
        return _StreamSource.default;
      }
    });
    exports.Upload = void 0;
    Object.defineProperty(exports, "canStoreURLs", {
      enumerable: true,
      get: function() {
        return _urlStorage.canStoreURLs;
      }
    });
    exports.defaultOptions = void 0;
    Object.defineProperty(exports, "enableDebugLog", {
      enumerable: true,
      get: function() {
        return _logger.enableDebugLog;
      }
    });
    exports.isSupported = void 0;
    var _error = _interopRequireDefault(require_error());
    var _logger = require_logger();
    var _noopUrlStorage = _interopRequireDefault(require_noopUrlStorage());
    var _upload = _interopRequireDefault(require_upload());
    var _fileReader = _interopRequireDefault(require_fileReader());
    var _fileSignature = _interopRequireDefault(require_fileSignature());
    var _httpStack = _interopRequireDefault(require_httpStack());
    var _StreamSource = _interopRequireDefault(require_StreamSource());
    var _urlStorage = require_urlStorage();
    function _interopRequireDefault(obj) {
      return obj && obj.__esModule ? obj : { default: obj };
    }
    function _typeof(o) {
      "@babel/helpers - typeof";
      return _typeof = "function" == typeof Symbol && "symbol" == typeof Symbol.iterator ? function(o2) {
        return typeof o2;
      } : function(o2) {
        return o2 && "function" == typeof Symbol && o2.constructor === Symbol && o2 !== Symbol.prototype ? "symbol" : typeof o2;
      }, _typeof(o);
    }
    function _classCallCheck(instance, Constructor) {
      if (!(instance instanceof Constructor)) {
        throw new TypeError("Cannot call a class as a function");
      }
    }
    function _defineProperties(target, props) {
      for (var i = 0; i < props.length; i++) {
        var descriptor = props[i];
        descriptor.enumerable = descriptor.enumerable || false;
        descriptor.configurable = true;
        if ("value" in descriptor) descriptor.writable = true;
        Object.defineProperty(target, _toPropertyKey(descriptor.key), descriptor);
      }
    }
    function _createClass(Constructor, protoProps, staticProps) {
      if (protoProps) _defineProperties(Constructor.prototype, protoProps);
      if (staticProps) _defineProperties(Constructor, staticProps);
      Object.defineProperty(Constructor, "prototype", {
        writable: false
      });
      return Constructor;
    }
    function _callSuper(t2, o, e) {
      return o = _getPrototypeOf(o), _possibleConstructorReturn(t2, _isNativeReflectConstruct() ? Reflect.construct(o, e || [], _getPrototypeOf(t2).constructor) : o.apply(t2, e));
    }
    function _possibleConstructorReturn(self2, call) {
      if (call && (_typeof(call) === "object" || typeof call === "function")) {
        return call;
      } else if (call !== void 0) {
        throw new TypeError("Derived constructors may only return object or undefined");
      }
      return _assertThisInitialized(self2);
    }
    function _assertThisInitialized(self2) {
      if (self2 === void 0) {
        throw new ReferenceError("this hasn't been initialised - super() hasn't been called");
      }
      return self2;
    }
    function _isNativeReflectConstruct() {
      try {
        var t2 = !Boolean.prototype.valueOf.call(Reflect.construct(Boolean, [], function() {
        }));
      } catch (t3) {
      }
      return (_isNativeReflectConstruct = function _isNativeReflectConstruct2() {
        return !!t2;
      })();
    }
    function _getPrototypeOf(o) {
      _getPrototypeOf = Object.setPrototypeOf ? Object.getPrototypeOf.bind() : function _getPrototypeOf2(o2) {
        return o2.__proto__ || Object.getPrototypeOf(o2);
      };
      return _getPrototypeOf(o);
    }
    function _inherits(subClass, superClass) {
      if (typeof superClass !== "function" && superClass !== null) {
        throw new TypeError("Super expression must either be null or a function");
      }
      subClass.prototype = Object.create(superClass && superClass.prototype, {
        constructor: {
          value: subClass,
          writable: true,
          configurable: true
        }
      });
      Object.defineProperty(subClass, "prototype", {
        writable: false
      });
      if (superClass) _setPrototypeOf(subClass, superClass);
    }
    function _setPrototypeOf(o, p) {
      _setPrototypeOf = Object.setPrototypeOf ? Object.setPrototypeOf.bind() : function _setPrototypeOf2(o2, p2) {
        o2.__proto__ = p2;
        return o2;
      };
      return _setPrototypeOf(o, p);
    }
    function ownKeys(e, r) {
      var t2 = Object.keys(e);
      if (Object.getOwnPropertySymbols) {
        var o = Object.getOwnPropertySymbols(e);
        r && (o = o.filter(function(r2) {
          return Object.getOwnPropertyDescriptor(e, r2).enumerable;
        })), t2.push.apply(t2, o);
      }
      return t2;
    }
    function _objectSpread(e) {
      for (var r = 1; r < arguments.length; r++) {
        var t2 = null != arguments[r] ? arguments[r] : {};
        r % 2 ? ownKeys(Object(t2), true).forEach(function(r2) {
          _defineProperty(e, r2, t2[r2]);
        }) : Object.getOwnPropertyDescriptors ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(t2)) : ownKeys(Object(t2)).forEach(function(r2) {
          Object.defineProperty(e, r2, Object.getOwnPropertyDescriptor(t2, r2));
        });
      }
      return e;
    }
    function _defineProperty(obj, key, value) {
      key = _toPropertyKey(key);
      if (key in obj) {
        Object.defineProperty(obj, key, {
          value,
          enumerable: true,
          configurable: true,
          writable: true
        });
      } else {
        obj[key] = value;
      }
      return obj;
    }
    function _toPropertyKey(t2) {
      var i = _toPrimitive(t2, "string");
      return "symbol" == _typeof(i) ? i : i + "";
    }
    function _toPrimitive(t2, r) {
      if ("object" != _typeof(t2) || !t2) return t2;
      var e = t2[Symbol.toPrimitive];
      if (void 0 !== e) {
        var i = e.call(t2, r || "default");
        if ("object" != _typeof(i)) return i;
        throw new TypeError("@@toPrimitive must return a primitive value.");
      }
      return ("string" === r ? String : Number)(t2);
    }
    var defaultOptions = exports.defaultOptions = _objectSpread(_objectSpread({}, _upload.default.defaultOptions), {}, {
      httpStack: new _httpStack.default(),
      fileReader: new _fileReader.default(),
      urlStorage: new _noopUrlStorage.default(),
      fingerprint: _fileSignature.default
    });
    var Upload2 = exports.Upload = /* @__PURE__ */ (function(_BaseUpload) {
      function Upload3() {
        var file = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : null;
        var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
        _classCallCheck(this, Upload3);
        options = _objectSpread(_objectSpread({}, defaultOptions), options);
        return _callSuper(this, Upload3, [file, options]);
      }
      _inherits(Upload3, _BaseUpload);
      return _createClass(Upload3, null, [{
        key: "terminate",
        value: function terminate(url) {
          var options = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
          options = _objectSpread(_objectSpread({}, defaultOptions), options);
          return _upload.default.terminate(url, options);
        }
      }]);
    })(_upload.default);
    var isSupported = exports.isSupported = true;
  }
});

// ../../../node_modules/.pnpm/hash-wasm@4.13.0/node_modules/hash-wasm/dist/index.umd.js
var require_index_umd = __commonJS({
  "../../../node_modules/.pnpm/hash-wasm@4.13.0/node_modules/hash-wasm/dist/index.umd.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? factory(exports) : typeof define === "function" && define.amd ? define(["exports"], factory) : (global2 = typeof globalThis !== "undefined" ? globalThis : global2 || self, factory(global2.hashwasm = {}));
    })(exports, (function(exports2) {
      "use strict";
      var name$l = "adler32";
      var data$l = "AGFzbQEAAAABDANgAAF/YAAAYAF/AAMHBgABAgEAAgUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAADDUhhc2hfR2V0U3RhdGUABA5IYXNoX0NhbGN1bGF0ZQAFClNUQVRFX1NJWkUDAQqGDAYGAEGAgQQLCwBBAEEBNgKEgAQLigsBCn9BACgChIAEIgFB//8DcSECIAFBEHYhAwJAAkAgAEEBRw0AIAJBAC0AgIEEaiIBQY+AfGogASABQfD/A0sbIgEgA2oiBEEQdCIFQYCAPGogBSAEQfD/A0sbIAFyIQEMAQsCQAJAAkACQAJAIABBEEkNAEGAgQQhBiAAQbArSQ0BQYCBBCEGA0BBACEFA0AgBiAFaiIBKAIAIgRB/wFxIAJqIgIgA2ogAiAEQQh2Qf8BcWoiAmogAiAEQRB2Qf8BcWoiAmogAiAEQRh2aiICaiACIAFBBGooAgAiBEH/AXFqIgJqIAIgBEEIdkH/AXFqIgJqIAIgBEEQdkH/AXFqIgJqIAIgBEEYdmoiAmogAiABQQhqKAIAIgRB/wFxaiICaiACIARBCHZB/wFxaiICaiACIARBEHZB/wFxaiICaiACIARBGHZqIgRqIAQgAUEMaigCACIBQf8BcWoiBGogBCABQQh2Qf8BcWoiBGogBCABQRB2Qf8BcWoiBGogBCABQRh2aiICaiEDIAVBEGoiBUGwK0cNAAsgA0Hx/wNwIQMgAkHx/wNwIQIgBkGwK2ohBiAAQdBUaiIAQa8rSw0ACyAARQ0EIABBD0sNAQwCCwJAIABFDQACQAJAIABBA3EiBA0AQYCBBCEBIAAhBAwBC0EAIQEDQCACIAFBgIEEai0AAGoiAiADaiEDIAQgAUEBaiIBRw0ACyAEQYCBBGohASAAQQxxIQQLIABBBEkNAAJAIARBfGoiBUEEcQ0AIAIgAS0AAGoiBCABLQABaiIGIAEtAAJqIgAgAS0AA2oiAiAAIAYgBCADampqaiEDIAFBBGohASAFIQQLIAVBBEkNAANAIAIgAS0AAGoiBSABQQFqLQAAaiIGIAFBAmotAABqIgAgAUEDai0AAGoiByABQQRqLQAAaiIIIAFBBWotAABqIgkgAUEGai0AAGoiCiABQQdqLQAAaiICIAogCSAIIAcgACAGIAUgA2pqampqampqIQMgAUEIaiEBIARBeGoiBA0ACwsgAkGPgHxqIAIgAkHw/wNLGyADQfH/A3BBEHRyIQEMBAsDQCAGKAIAIgFB/wFxIAJqIgQgA2ogBCABQQh2Qf8BcWoiBGogBCABQRB2Qf8BcWoiBGogBCABQRh2aiIEaiAEIAZBBGooAgAiAUH/AXFqIgRqIAQgAUEIdkH/AXFqIgRqIAQgAUEQdkH/AXFqIgRqIAQgAUEYdmoiBGogBCAGQQhqKAIAIgFB/wFxaiIEaiAEIAFBCHZB/wFxaiIEaiAEIAFBEHZB/wFxaiIEaiAEIAFBGHZqIgRqIAQgBkEMaigCACIBQf8BcWoiBGogBCABQQh2Qf8BcWoiBGogBCABQRB2Qf8BcWoiBGogBCABQRh2aiICaiEDIAZBEGohBiAAQXBqIgBBD0sNAAsgAEUNAQsCQAJAIABBA3EiBQ0AIAAhAQwBCyAFIQQgBiEBA0AgAiABLQAAaiICIANqIQMgAUEBaiEBIARBf2oiBA0ACyAGIAVqIQYgAEEMcSEBCyAAQQRJDQACQCABQXxqIgRBBHENACACIAYtAABqIgEgBi0AAWoiBSAGLQACaiIAIAYtAANqIgIgACAFIAEgA2pqamohAyAGQQRqIQYgBCEBCyAEQQRJDQADQCACIAYtAABqIgQgBkEBai0AAGoiBSAGQQJqLQAAaiIAIAZBA2otAABqIgcgBkEEai0AAGoiCCAGQQVqLQAAaiIJIAZBBmotAABqIgogBkEHai0AAGoiAiAKIAkgCCAHIAAgBSAEIANqampqampqaiEDIAZBCGohBiABQXhqIgENAAsLIANB8f8DcCEDIAJB8f8DcCECCyACIANBEHRyIQELQQAgATYChIAECykBAX9BAEEAKAKEgAQiAEH/gfwHcUEIeCAAQRh4Qf+B/AdxcjYCgIEECwYAQYSABAs0AEEAQQE2AoSABCAAEAJBAEEAKAKEgAQiAEH/gfwHcUEIeCAAQRh4Qf+B/AdxcjYCgIEECwsXAgBBgIAECwQEAAAAAEGEgAQLBAEAAAA=";
      var hash$l = "1d004ff4";
      var wasmJson$l = {
        name: name$l,
        data: data$l,
        hash: hash$l
      };
      function __awaiter(thisArg, _arguments, P, generator) {
        function adopt(value) {
          return value instanceof P ? value : new P(function(resolve4) {
            resolve4(value);
          });
        }
        return new (P || (P = Promise))(function(resolve4, reject) {
          function fulfilled(value) {
            try {
              step(generator.next(value));
            } catch (e) {
              reject(e);
            }
          }
          function rejected(value) {
            try {
              step(generator["throw"](value));
            } catch (e) {
              reject(e);
            }
          }
          function step(result) {
            result.done ? resolve4(result.value) : adopt(result.value).then(fulfilled, rejected);
          }
          step((generator = generator.apply(thisArg, _arguments || [])).next());
        });
      }
      typeof SuppressedError === "function" ? SuppressedError : function(error, suppressed, message) {
        var e = new Error(message);
        return e.name = "SuppressedError", e.error = error, e.suppressed = suppressed, e;
      };
      class Mutex {
        constructor() {
          this.mutex = Promise.resolve();
        }
        lock() {
          let begin = () => {
          };
          this.mutex = this.mutex.then(() => new Promise(begin));
          return new Promise((res) => {
            begin = res;
          });
        }
        dispatch(fn) {
          return __awaiter(this, void 0, void 0, function* () {
            const unlock = yield this.lock();
            try {
              return yield Promise.resolve(fn());
            } finally {
              unlock();
            }
          });
        }
      }
      var _a;
      function getGlobal() {
        if (typeof globalThis !== "undefined")
          return globalThis;
        if (typeof self !== "undefined")
          return self;
        if (typeof window !== "undefined")
          return window;
        return global;
      }
      const globalObject = getGlobal();
      const nodeBuffer = (_a = globalObject.Buffer) !== null && _a !== void 0 ? _a : null;
      const textEncoder = globalObject.TextEncoder ? new globalObject.TextEncoder() : null;
      function intArrayToString(arr, len) {
        return String.fromCharCode(...arr.subarray(0, len));
      }
      function hexCharCodesToInt(a, b) {
        return (a & 15) + (a >> 6 | a >> 3 & 8) << 4 | (b & 15) + (b >> 6 | b >> 3 & 8);
      }
      function writeHexToUInt8(buf, str) {
        const size = str.length >> 1;
        for (let i = 0; i < size; i++) {
          const index = i << 1;
          buf[i] = hexCharCodesToInt(str.charCodeAt(index), str.charCodeAt(index + 1));
        }
      }
      function hexStringEqualsUInt8(str, buf) {
        if (str.length !== buf.length * 2) {
          return false;
        }
        for (let i = 0; i < buf.length; i++) {
          const strIndex = i << 1;
          if (buf[i] !== hexCharCodesToInt(str.charCodeAt(strIndex), str.charCodeAt(strIndex + 1))) {
            return false;
          }
        }
        return true;
      }
      const alpha = "a".charCodeAt(0) - 10;
      const digit = "0".charCodeAt(0);
      function getDigestHex(tmpBuffer, input2, hashLength) {
        let p = 0;
        for (let i = 0; i < hashLength; i++) {
          let nibble = input2[i] >>> 4;
          tmpBuffer[p++] = nibble > 9 ? nibble + alpha : nibble + digit;
          nibble = input2[i] & 15;
          tmpBuffer[p++] = nibble > 9 ? nibble + alpha : nibble + digit;
        }
        return String.fromCharCode.apply(null, tmpBuffer);
      }
      const getUInt8Buffer = nodeBuffer !== null ? (data2) => {
        if (typeof data2 === "string") {
          const buf = nodeBuffer.from(data2, "utf8");
          return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
        }
        if (nodeBuffer.isBuffer(data2)) {
          return new Uint8Array(data2.buffer, data2.byteOffset, data2.length);
        }
        if (ArrayBuffer.isView(data2)) {
          return new Uint8Array(data2.buffer, data2.byteOffset, data2.byteLength);
        }
        throw new Error("Invalid data type!");
      } : (data2) => {
        if (typeof data2 === "string") {
          return textEncoder.encode(data2);
        }
        if (ArrayBuffer.isView(data2)) {
          return new Uint8Array(data2.buffer, data2.byteOffset, data2.byteLength);
        }
        throw new Error("Invalid data type!");
      };
      const base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
      const base64Lookup = new Uint8Array(256);
      for (let i = 0; i < base64Chars.length; i++) {
        base64Lookup[base64Chars.charCodeAt(i)] = i;
      }
      function encodeBase64(data2, pad = true) {
        const len = data2.length;
        const extraBytes = len % 3;
        const parts = [];
        const len2 = len - extraBytes;
        for (let i = 0; i < len2; i += 3) {
          const tmp = (data2[i] << 16 & 16711680) + (data2[i + 1] << 8 & 65280) + (data2[i + 2] & 255);
          const triplet = base64Chars.charAt(tmp >> 18 & 63) + base64Chars.charAt(tmp >> 12 & 63) + base64Chars.charAt(tmp >> 6 & 63) + base64Chars.charAt(tmp & 63);
          parts.push(triplet);
        }
        if (extraBytes === 1) {
          const tmp = data2[len - 1];
          const a = base64Chars.charAt(tmp >> 2);
          const b = base64Chars.charAt(tmp << 4 & 63);
          parts.push(`${a}${b}`);
          if (pad) {
            parts.push("==");
          }
        } else if (extraBytes === 2) {
          const tmp = (data2[len - 2] << 8) + data2[len - 1];
          const a = base64Chars.charAt(tmp >> 10);
          const b = base64Chars.charAt(tmp >> 4 & 63);
          const c = base64Chars.charAt(tmp << 2 & 63);
          parts.push(`${a}${b}${c}`);
          if (pad) {
            parts.push("=");
          }
        }
        return parts.join("");
      }
      function getDecodeBase64Length(data2) {
        let bufferLength = Math.floor(data2.length * 0.75);
        const len = data2.length;
        if (data2[len - 1] === "=") {
          bufferLength -= 1;
          if (data2[len - 2] === "=") {
            bufferLength -= 1;
          }
        }
        return bufferLength;
      }
      function decodeBase64(data2) {
        const bufferLength = getDecodeBase64Length(data2);
        const len = data2.length;
        const bytes = new Uint8Array(bufferLength);
        let p = 0;
        for (let i = 0; i < len; i += 4) {
          const encoded1 = base64Lookup[data2.charCodeAt(i)];
          const encoded2 = base64Lookup[data2.charCodeAt(i + 1)];
          const encoded3 = base64Lookup[data2.charCodeAt(i + 2)];
          const encoded4 = base64Lookup[data2.charCodeAt(i + 3)];
          bytes[p] = encoded1 << 2 | encoded2 >> 4;
          p += 1;
          bytes[p] = (encoded2 & 15) << 4 | encoded3 >> 2;
          p += 1;
          bytes[p] = (encoded3 & 3) << 6 | encoded4 & 63;
          p += 1;
        }
        return bytes;
      }
      const MAX_HEAP = 16 * 1024;
      const WASM_FUNC_HASH_LENGTH = 4;
      const wasmMutex = new Mutex();
      const wasmModuleCache = /* @__PURE__ */ new Map();
      function WASMInterface(binary, hashLength) {
        return __awaiter(this, void 0, void 0, function* () {
          let wasmInstance = null;
          let memoryView = null;
          let initialized = false;
          if (typeof WebAssembly === "undefined") {
            throw new Error("WebAssembly is not supported in this environment!");
          }
          const writeMemory = (data2, offset = 0) => {
            memoryView.set(data2, offset);
          };
          const getMemory = () => memoryView;
          const getExports = () => wasmInstance.exports;
          const setMemorySize = (totalSize) => {
            wasmInstance.exports.Hash_SetMemorySize(totalSize);
            const arrayOffset = wasmInstance.exports.Hash_GetBuffer();
            const memoryBuffer = wasmInstance.exports.memory.buffer;
            memoryView = new Uint8Array(memoryBuffer, arrayOffset, totalSize);
          };
          const getStateSize = () => {
            const view = new DataView(wasmInstance.exports.memory.buffer);
            const stateSize = view.getUint32(wasmInstance.exports.STATE_SIZE, true);
            return stateSize;
          };
          const loadWASMPromise = wasmMutex.dispatch(() => __awaiter(this, void 0, void 0, function* () {
            if (!wasmModuleCache.has(binary.name)) {
              const asm = decodeBase64(binary.data);
              const promise = WebAssembly.compile(asm.buffer);
              wasmModuleCache.set(binary.name, promise);
            }
            const module2 = yield wasmModuleCache.get(binary.name);
            wasmInstance = yield WebAssembly.instantiate(module2, {
              // env: {
              //   emscripten_memcpy_big: (dest, src, num) => {
              //     const memoryBuffer = wasmInstance.exports.memory.buffer;
              //     const memView = new Uint8Array(memoryBuffer, 0);
              //     memView.set(memView.subarray(src, src + num), dest);
              //   },
              //   print_memory: (offset, len) => {
              //     const memoryBuffer = wasmInstance.exports.memory.buffer;
              //     const memView = new Uint8Array(memoryBuffer, 0);
              //     console.log('print_int32', memView.subarray(offset, offset + len));
              //   },
              // },
            });
          }));
          const setupInterface = () => __awaiter(this, void 0, void 0, function* () {
            if (!wasmInstance) {
              yield loadWASMPromise;
            }
            const arrayOffset = wasmInstance.exports.Hash_GetBuffer();
            const memoryBuffer = wasmInstance.exports.memory.buffer;
            memoryView = new Uint8Array(memoryBuffer, arrayOffset, MAX_HEAP);
          });
          const init = (bits = null) => {
            initialized = true;
            wasmInstance.exports.Hash_Init(bits);
          };
          const updateUInt8Array = (data2) => {
            let read = 0;
            while (read < data2.length) {
              const chunk = data2.subarray(read, read + MAX_HEAP);
              read += chunk.length;
              memoryView.set(chunk);
              wasmInstance.exports.Hash_Update(chunk.length);
            }
          };
          const update = (data2) => {
            if (!initialized) {
              throw new Error("update() called before init()");
            }
            const Uint8Buffer = getUInt8Buffer(data2);
            updateUInt8Array(Uint8Buffer);
          };
          const digestChars = new Uint8Array(hashLength * 2);
          const digest = (outputType, padding = null) => {
            if (!initialized) {
              throw new Error("digest() called before init()");
            }
            initialized = false;
            wasmInstance.exports.Hash_Final(padding);
            if (outputType === "binary") {
              return memoryView.slice(0, hashLength);
            }
            return getDigestHex(digestChars, memoryView, hashLength);
          };
          const save = () => {
            if (!initialized) {
              throw new Error("save() can only be called after init() and before digest()");
            }
            const stateOffset = wasmInstance.exports.Hash_GetState();
            const stateLength = getStateSize();
            const memoryBuffer = wasmInstance.exports.memory.buffer;
            const internalState = new Uint8Array(memoryBuffer, stateOffset, stateLength);
            const prefixedState = new Uint8Array(WASM_FUNC_HASH_LENGTH + stateLength);
            writeHexToUInt8(prefixedState, binary.hash);
            prefixedState.set(internalState, WASM_FUNC_HASH_LENGTH);
            return prefixedState;
          };
          const load = (state) => {
            if (!(state instanceof Uint8Array)) {
              throw new Error("load() expects an Uint8Array generated by save()");
            }
            const stateOffset = wasmInstance.exports.Hash_GetState();
            const stateLength = getStateSize();
            const overallLength = WASM_FUNC_HASH_LENGTH + stateLength;
            const memoryBuffer = wasmInstance.exports.memory.buffer;
            if (state.length !== overallLength) {
              throw new Error(`Bad state length (expected ${overallLength} bytes, got ${state.length})`);
            }
            if (!hexStringEqualsUInt8(binary.hash, state.subarray(0, WASM_FUNC_HASH_LENGTH))) {
              throw new Error("This state was written by an incompatible hash implementation");
            }
            const internalState = state.subarray(WASM_FUNC_HASH_LENGTH);
            new Uint8Array(memoryBuffer, stateOffset, stateLength).set(internalState);
            initialized = true;
          };
          const isDataShort = (data2) => {
            if (typeof data2 === "string") {
              return data2.length < MAX_HEAP / 4;
            }
            return data2.byteLength < MAX_HEAP;
          };
          let canSimplify = isDataShort;
          switch (binary.name) {
            case "argon2":
            case "scrypt":
              canSimplify = () => true;
              break;
            case "blake2b":
            case "blake2s":
              canSimplify = (data2, initParam) => initParam <= 512 && isDataShort(data2);
              break;
            case "blake3":
              canSimplify = (data2, initParam) => initParam === 0 && isDataShort(data2);
              break;
            case "xxhash64":
            // cannot simplify
            case "xxhash3":
            case "xxhash128":
            case "crc64":
              canSimplify = () => false;
              break;
          }
          const calculate = (data2, initParam = null, digestParam = null) => {
            if (!canSimplify(data2, initParam)) {
              init(initParam);
              update(data2);
              return digest("hex", digestParam);
            }
            const buffer = getUInt8Buffer(data2);
            memoryView.set(buffer);
            wasmInstance.exports.Hash_Calculate(buffer.length, initParam, digestParam);
            return getDigestHex(digestChars, memoryView, hashLength);
          };
          yield setupInterface();
          return {
            getMemory,
            writeMemory,
            getExports,
            setMemorySize,
            init,
            update,
            digest,
            save,
            load,
            calculate,
            hashLength
          };
        });
      }
      function lockedCreate(mutex2, binary, hashLength) {
        return __awaiter(this, void 0, void 0, function* () {
          const unlock = yield mutex2.lock();
          const wasm = yield WASMInterface(binary, hashLength);
          unlock();
          return wasm;
        });
      }
      const mutex$l = new Mutex();
      let wasmCache$l = null;
      function adler32(data2) {
        if (wasmCache$l === null) {
          return lockedCreate(mutex$l, wasmJson$l, 4).then((wasm) => {
            wasmCache$l = wasm;
            return wasmCache$l.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$l.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createAdler32() {
        return WASMInterface(wasmJson$l, 4).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 4,
            digestSize: 4
          };
          return obj;
        });
      }
      var name$k = "argon2";
      var data$k = "AGFzbQEAAAABKQVgAX8Bf2AAAX9gEH9/f39/f39/f39/f39/f38AYAR/f39/AGACf38AAwYFAAECAwQFBgEBAoCAAgYIAX8BQYCABAsHUwUGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwASSGFzaF9TZXRNZW1vcnlTaXplAAAOSGFzaF9HZXRCdWZmZXIAAQ5IYXNoX0NhbGN1bGF0ZQAECsc2BV0DAX8BfgF/QQAhAQJAIABBACkDiIAEIgKnIgNGDQBBACEBAkAgACADayIAQRB2IABB//8DcUEAR2oiAEAAQX9HDQBB/wHADwtBACACIABBEHStfDcDiIAECyABwAt0AwJ/AX4BfwJAQQAoAoCABCIADQBBAD8AQRB0IgE2AoCABAJAQQApA4iABCICpyIDQYCAIEYNAEEAIQBBgIAgIANrIgNBEHYgA0H//wNxQQBHaiIDQABBf0YNAUEAIAIgA0EQdK18NwOIgAQLIAEhAAsgAAvcDgECfiAAIAQpAwAiECAAKQMAIhF8IBFCAYZC/v///x+DIBBC/////w+DfnwiEDcDACAMIBAgDCkDAIVCIIkiEDcDACAIIBAgCCkDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgBCAQIAQpAwCFQiiJIhA3AwAgACAQIAApAwAiEXwgEEL/////D4MgEUIBhkL+////H4N+fCIQNwMAIAwgECAMKQMAhUIwiSIQNwMAIAggECAIKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACAEIBAgBCkDAIVCAYk3AwAgASAFKQMAIhAgASkDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgDSAQIA0pAwCFQiCJIhA3AwAgCSAQIAkpAwAiEXwgEUIBhkL+////H4MgEEL/////D4N+fCIQNwMAIAUgECAFKQMAhUIoiSIQNwMAIAEgECABKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACANIBAgDSkDAIVCMIkiEDcDACAJIBAgCSkDACIRfCAQQv////8PgyARQgGGQv7///8fg358IhA3AwAgBSAQIAUpAwCFQgGJNwMAIAIgBikDACIQIAIpAwAiEXwgEUIBhkL+////H4MgEEL/////D4N+fCIQNwMAIA4gECAOKQMAhUIgiSIQNwMAIAogECAKKQMAIhF8IBFCAYZC/v///x+DIBBC/////w+DfnwiEDcDACAGIBAgBikDAIVCKIkiEDcDACACIBAgAikDACIRfCAQQv////8PgyARQgGGQv7///8fg358IhA3AwAgDiAQIA4pAwCFQjCJIhA3AwAgCiAQIAopAwAiEXwgEEL/////D4MgEUIBhkL+////H4N+fCIQNwMAIAYgECAGKQMAhUIBiTcDACADIAcpAwAiECADKQMAIhF8IBFCAYZC/v///x+DIBBC/////w+DfnwiEDcDACAPIBAgDykDAIVCIIkiEDcDACALIBAgCykDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgByAQIAcpAwCFQiiJIhA3AwAgAyAQIAMpAwAiEXwgEEL/////D4MgEUIBhkL+////H4N+fCIQNwMAIA8gECAPKQMAhUIwiSIQNwMAIAsgECALKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACAHIBAgBykDAIVCAYk3AwAgACAFKQMAIhAgACkDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgDyAQIA8pAwCFQiCJIhA3AwAgCiAQIAopAwAiEXwgEUIBhkL+////H4MgEEL/////D4N+fCIQNwMAIAUgECAFKQMAhUIoiSIQNwMAIAAgECAAKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACAPIBAgDykDAIVCMIkiEDcDACAKIBAgCikDACIRfCAQQv////8PgyARQgGGQv7///8fg358IhA3AwAgBSAQIAUpAwCFQgGJNwMAIAEgBikDACIQIAEpAwAiEXwgEUIBhkL+////H4MgEEL/////D4N+fCIQNwMAIAwgECAMKQMAhUIgiSIQNwMAIAsgECALKQMAIhF8IBFCAYZC/v///x+DIBBC/////w+DfnwiEDcDACAGIBAgBikDAIVCKIkiEDcDACABIBAgASkDACIRfCAQQv////8PgyARQgGGQv7///8fg358IhA3AwAgDCAQIAwpAwCFQjCJIhA3AwAgCyAQIAspAwAiEXwgEEL/////D4MgEUIBhkL+////H4N+fCIQNwMAIAYgECAGKQMAhUIBiTcDACACIAcpAwAiECACKQMAIhF8IBFCAYZC/v///x+DIBBC/////w+DfnwiEDcDACANIBAgDSkDAIVCIIkiEDcDACAIIBAgCCkDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgByAQIAcpAwCFQiiJIhA3AwAgAiAQIAIpAwAiEXwgEEL/////D4MgEUIBhkL+////H4N+fCIQNwMAIA0gECANKQMAhUIwiSIQNwMAIAggECAIKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACAHIBAgBykDAIVCAYk3AwAgAyAEKQMAIhAgAykDACIRfCARQgGGQv7///8fgyAQQv////8Pg358IhA3AwAgDiAQIA4pAwCFQiCJIhA3AwAgCSAQIAkpAwAiEXwgEUIBhkL+////H4MgEEL/////D4N+fCIQNwMAIAQgECAEKQMAhUIoiSIQNwMAIAMgECADKQMAIhF8IBBC/////w+DIBFCAYZC/v///x+DfnwiEDcDACAOIBAgDikDAIVCMIkiEDcDACAJIBAgCSkDACIRfCAQQv////8PgyARQgGGQv7///8fg358IhA3AwAgBCAQIAQpAwCFQgGJNwMAC+MdAQN/QQAhBEEAIAIpAwAgASkDAIU3A5CABEEAIAIpAwggASkDCIU3A5iABEEAIAIpAxAgASkDEIU3A6CABEEAIAIpAxggASkDGIU3A6iABEEAIAIpAyAgASkDIIU3A7CABEEAIAIpAyggASkDKIU3A7iABEEAIAIpAzAgASkDMIU3A8CABEEAIAIpAzggASkDOIU3A8iABEEAIAIpA0AgASkDQIU3A9CABEEAIAIpA0ggASkDSIU3A9iABEEAIAIpA1AgASkDUIU3A+CABEEAIAIpA1ggASkDWIU3A+iABEEAIAIpA2AgASkDYIU3A/CABEEAIAIpA2ggASkDaIU3A/iABEEAIAIpA3AgASkDcIU3A4CBBEEAIAIpA3ggASkDeIU3A4iBBEEAIAIpA4ABIAEpA4ABhTcDkIEEQQAgAikDiAEgASkDiAGFNwOYgQRBACACKQOQASABKQOQAYU3A6CBBEEAIAIpA5gBIAEpA5gBhTcDqIEEQQAgAikDoAEgASkDoAGFNwOwgQRBACACKQOoASABKQOoAYU3A7iBBEEAIAIpA7ABIAEpA7ABhTcDwIEEQQAgAikDuAEgASkDuAGFNwPIgQRBACACKQPAASABKQPAAYU3A9CBBEEAIAIpA8gBIAEpA8gBhTcD2IEEQQAgAikD0AEgASkD0AGFNwPggQRBACACKQPYASABKQPYAYU3A+iBBEEAIAIpA+ABIAEpA+ABhTcD8IEEQQAgAikD6AEgASkD6AGFNwP4gQRBACACKQPwASABKQPwAYU3A4CCBEEAIAIpA/gBIAEpA/gBhTcDiIIEQQAgAikDgAIgASkDgAKFNwOQggRBACACKQOIAiABKQOIAoU3A5iCBEEAIAIpA5ACIAEpA5AChTcDoIIEQQAgAikDmAIgASkDmAKFNwOoggRBACACKQOgAiABKQOgAoU3A7CCBEEAIAIpA6gCIAEpA6gChTcDuIIEQQAgAikDsAIgASkDsAKFNwPAggRBACACKQO4AiABKQO4AoU3A8iCBEEAIAIpA8ACIAEpA8AChTcD0IIEQQAgAikDyAIgASkDyAKFNwPYggRBACACKQPQAiABKQPQAoU3A+CCBEEAIAIpA9gCIAEpA9gChTcD6IIEQQAgAikD4AIgASkD4AKFNwPwggRBACACKQPoAiABKQPoAoU3A/iCBEEAIAIpA/ACIAEpA/AChTcDgIMEQQAgAikD+AIgASkD+AKFNwOIgwRBACACKQOAAyABKQOAA4U3A5CDBEEAIAIpA4gDIAEpA4gDhTcDmIMEQQAgAikDkAMgASkDkAOFNwOggwRBACACKQOYAyABKQOYA4U3A6iDBEEAIAIpA6ADIAEpA6ADhTcDsIMEQQAgAikDqAMgASkDqAOFNwO4gwRBACACKQOwAyABKQOwA4U3A8CDBEEAIAIpA7gDIAEpA7gDhTcDyIMEQQAgAikDwAMgASkDwAOFNwPQgwRBACACKQPIAyABKQPIA4U3A9iDBEEAIAIpA9ADIAEpA9ADhTcD4IMEQQAgAikD2AMgASkD2AOFNwPogwRBACACKQPgAyABKQPgA4U3A/CDBEEAIAIpA+gDIAEpA+gDhTcD+IMEQQAgAikD8AMgASkD8AOFNwOAhARBACACKQP4AyABKQP4A4U3A4iEBEEAIAIpA4AEIAEpA4AEhTcDkIQEQQAgAikDiAQgASkDiASFNwOYhARBACACKQOQBCABKQOQBIU3A6CEBEEAIAIpA5gEIAEpA5gEhTcDqIQEQQAgAikDoAQgASkDoASFNwOwhARBACACKQOoBCABKQOoBIU3A7iEBEEAIAIpA7AEIAEpA7AEhTcDwIQEQQAgAikDuAQgASkDuASFNwPIhARBACACKQPABCABKQPABIU3A9CEBEEAIAIpA8gEIAEpA8gEhTcD2IQEQQAgAikD0AQgASkD0ASFNwPghARBACACKQPYBCABKQPYBIU3A+iEBEEAIAIpA+AEIAEpA+AEhTcD8IQEQQAgAikD6AQgASkD6ASFNwP4hARBACACKQPwBCABKQPwBIU3A4CFBEEAIAIpA/gEIAEpA/gEhTcDiIUEQQAgAikDgAUgASkDgAWFNwOQhQRBACACKQOIBSABKQOIBYU3A5iFBEEAIAIpA5AFIAEpA5AFhTcDoIUEQQAgAikDmAUgASkDmAWFNwOohQRBACACKQOgBSABKQOgBYU3A7CFBEEAIAIpA6gFIAEpA6gFhTcDuIUEQQAgAikDsAUgASkDsAWFNwPAhQRBACACKQO4BSABKQO4BYU3A8iFBEEAIAIpA8AFIAEpA8AFhTcD0IUEQQAgAikDyAUgASkDyAWFNwPYhQRBACACKQPQBSABKQPQBYU3A+CFBEEAIAIpA9gFIAEpA9gFhTcD6IUEQQAgAikD4AUgASkD4AWFNwPwhQRBACACKQPoBSABKQPoBYU3A/iFBEEAIAIpA/AFIAEpA/AFhTcDgIYEQQAgAikD+AUgASkD+AWFNwOIhgRBACACKQOABiABKQOABoU3A5CGBEEAIAIpA4gGIAEpA4gGhTcDmIYEQQAgAikDkAYgASkDkAaFNwOghgRBACACKQOYBiABKQOYBoU3A6iGBEEAIAIpA6AGIAEpA6AGhTcDsIYEQQAgAikDqAYgASkDqAaFNwO4hgRBACACKQOwBiABKQOwBoU3A8CGBEEAIAIpA7gGIAEpA7gGhTcDyIYEQQAgAikDwAYgASkDwAaFNwPQhgRBACACKQPIBiABKQPIBoU3A9iGBEEAIAIpA9AGIAEpA9AGhTcD4IYEQQAgAikD2AYgASkD2AaFNwPohgRBACACKQPgBiABKQPgBoU3A/CGBEEAIAIpA+gGIAEpA+gGhTcD+IYEQQAgAikD8AYgASkD8AaFNwOAhwRBACACKQP4BiABKQP4BoU3A4iHBEEAIAIpA4AHIAEpA4AHhTcDkIcEQQAgAikDiAcgASkDiAeFNwOYhwRBACACKQOQByABKQOQB4U3A6CHBEEAIAIpA5gHIAEpA5gHhTcDqIcEQQAgAikDoAcgASkDoAeFNwOwhwRBACACKQOoByABKQOoB4U3A7iHBEEAIAIpA7AHIAEpA7AHhTcDwIcEQQAgAikDuAcgASkDuAeFNwPIhwRBACACKQPAByABKQPAB4U3A9CHBEEAIAIpA8gHIAEpA8gHhTcD2IcEQQAgAikD0AcgASkD0AeFNwPghwRBACACKQPYByABKQPYB4U3A+iHBEEAIAIpA+AHIAEpA+AHhTcD8IcEQQAgAikD6AcgASkD6AeFNwP4hwRBACACKQPwByABKQPwB4U3A4CIBEEAIAIpA/gHIAEpA/gHhTcDiIgEQZCABEGYgARBoIAEQaiABEGwgARBuIAEQcCABEHIgARB0IAEQdiABEHggARB6IAEQfCABEH4gARBgIEEQYiBBBACQZCBBEGYgQRBoIEEQaiBBEGwgQRBuIEEQcCBBEHIgQRB0IEEQdiBBEHggQRB6IEEQfCBBEH4gQRBgIIEQYiCBBACQZCCBEGYggRBoIIEQaiCBEGwggRBuIIEQcCCBEHIggRB0IIEQdiCBEHgggRB6IIEQfCCBEH4ggRBgIMEQYiDBBACQZCDBEGYgwRBoIMEQaiDBEGwgwRBuIMEQcCDBEHIgwRB0IMEQdiDBEHggwRB6IMEQfCDBEH4gwRBgIQEQYiEBBACQZCEBEGYhARBoIQEQaiEBEGwhARBuIQEQcCEBEHIhARB0IQEQdiEBEHghARB6IQEQfCEBEH4hARBgIUEQYiFBBACQZCFBEGYhQRBoIUEQaiFBEGwhQRBuIUEQcCFBEHIhQRB0IUEQdiFBEHghQRB6IUEQfCFBEH4hQRBgIYEQYiGBBACQZCGBEGYhgRBoIYEQaiGBEGwhgRBuIYEQcCGBEHIhgRB0IYEQdiGBEHghgRB6IYEQfCGBEH4hgRBgIcEQYiHBBACQZCHBEGYhwRBoIcEQaiHBEGwhwRBuIcEQcCHBEHIhwRB0IcEQdiHBEHghwRB6IcEQfCHBEH4hwRBgIgEQYiIBBACQZCABEGYgARBkIEEQZiBBEGQggRBmIIEQZCDBEGYgwRBkIQEQZiEBEGQhQRBmIUEQZCGBEGYhgRBkIcEQZiHBBACQaCABEGogARBoIEEQaiBBEGgggRBqIIEQaCDBEGogwRBoIQEQaiEBEGghQRBqIUEQaCGBEGohgRBoIcEQaiHBBACQbCABEG4gARBsIEEQbiBBEGwggRBuIIEQbCDBEG4gwRBsIQEQbiEBEGwhQRBuIUEQbCGBEG4hgRBsIcEQbiHBBACQcCABEHIgARBwIEEQciBBEHAggRByIIEQcCDBEHIgwRBwIQEQciEBEHAhQRByIUEQcCGBEHIhgRBwIcEQciHBBACQdCABEHYgARB0IEEQdiBBEHQggRB2IIEQdCDBEHYgwRB0IQEQdiEBEHQhQRB2IUEQdCGBEHYhgRB0IcEQdiHBBACQeCABEHogARB4IEEQeiBBEHgggRB6IIEQeCDBEHogwRB4IQEQeiEBEHghQRB6IUEQeCGBEHohgRB4IcEQeiHBBACQfCABEH4gARB8IEEQfiBBEHwggRB+IIEQfCDBEH4gwRB8IQEQfiEBEHwhQRB+IUEQfCGBEH4hgRB8IcEQfiHBBACQYCBBEGIgQRBgIIEQYiCBEGAgwRBiIMEQYCEBEGIhARBgIUEQYiFBEGAhgRBiIYEQYCHBEGIhwRBgIgEQYiIBBACAkACQCADRQ0AA0AgACAEaiIDIAIgBGoiBSkDACABIARqIgYpAwCFIARBkIAEaikDAIUgAykDAIU3AwAgA0EIaiIDIAVBCGopAwAgBkEIaikDAIUgBEGYgARqKQMAhSADKQMAhTcDACAEQRBqIgRBgAhHDQAMAgsLQQAhBANAIAAgBGoiAyACIARqIgUpAwAgASAEaiIGKQMAhSAEQZCABGopAwCFNwMAIANBCGogBUEIaikDACAGQQhqKQMAhSAEQZiABGopAwCFNwMAIARBEGoiBEGACEcNAAsLC64IDAV/AX4EfwJ+An8BfgN/AX4GfwF+A38BfgJAQQAoAoCABCICIAFBCnRqIgMoAgggAUcNACADKAIMIQQgAygCACEFQQAgAygCFCIGrTcDuIgEQQAgBK0iBzcDsIgEQQAgBSABIAVBAnRuIghsIglBAnStNwOoiAQCQAJAAkACQCAERQ0AQX8hCiAFRQ0BIAhBA2whCyAIQQJ0IgStIQwgBa0hDSAGQQJGIQ4gBkF/akECSSEPQgAhEANAQQAgEDcDkIgEIA4gEFAiEXEhEiAQpyETQgAhFEEAIQEDQEEAIBQ3A6CIBCAGQQFGIBIgFEICVHFyIRUgECAUhFAiAyAPcSEWQQJBACADGyEXQX8gAUEBakEDcSAIbEF/aiARGyEYIAEgE3IhGSABIAhsIRpCACEbA0BBAEIANwPAiARBACAbNwOYiAQgFyEBAkAgFkUNAEEAQgE3A8CIBEGQkARBkIgEQZCYBEEAEANBkJAEQZCQBEGQmARBABADQQIhAQsCQCABIAhPDQAgBCAbpyIKbCAaaiABaiEDA0AgA0EAIAQgARtBACAUUCIcG2pBf2ohHQJAAkAgFQ0AIAIgHUEKdCIdaiEeDAELAkAgAUH/AHEiHg0AQQBBACkDwIgEQgF8NwPAiARBkJAEQZCIBEGQmARBABADQZCQBEGQkARBkJgEQQAQAwsgHUEKdCEdIB5BA3RBkJAEaiEeCyACIANBCnRqIAIgHWogAiAeKQMAIh9CIIinIAVwIAogGRsiHSAEbCABIAFBACAbIB2tUSIdGyIeIBwbIBpqIB4gC2ogERsgAUUgHXJrIhwgGGqtIB9C/////w+DIh8gH35CIIggHK1+QiCIfSAMgqdqQQp0akEBEAMgA0EBaiEDIAFBAWoiASAISQ0ACwsgG0IBfCIbIA1SDQALIBRCAXwiFKchASAUQgRSDQALIBBCAXwiECAHUg0ACwsgCUEMdEGAeGohFSAFQX9qIgpFDQIMAQtBAEIDNwOgiARBACAEQX9qrTcDkIgEQYB4IRULIAIgFWohGiAIQQx0IRFBACEIA0AgAiARIAhBAWoiCGxqQYB4aiEeQXghBEEAIRwDQCAaIARqIgFBCGoiAyADKQMAIB4gHGoiAykDAIU3AwAgAUEQaiIdIB0pAwAgA0EIaikDAIU3AwAgAUEYaiIdIB0pAwAgA0EQaikDAIU3AwAgAUEgaiIBIAEpAwAgA0EYaikDAIU3AwAgHEEgaiEcIARBIGoiBEH4B0kNAAsgCCAKRw0ACwsgAiAVaiEcQXghAQNAIAIgAWoiA0EIaiAcIAFqIgRBCGopAwA3AwAgBEEQaikDACEfIARBGGopAwAhGyADQSBqIARBIGopAwA3AwAgA0EYaiAbNwMAIANBEGogHzcDACABQSBqIgFB+AdJDQALCws=";
      var hash$k = "2b50b0d6";
      var wasmJson$k = {
        name: name$k,
        data: data$k,
        hash: hash$k
      };
      var name$j = "blake2b";
      var data$j = "AGFzbQEAAAABEQRgAAF/YAJ/fwBgAX8AYAAAAwoJAAECAwECAgABBQQBAQICBg8CfwFBgIAEC38AQYCABAsHggEJBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMADkhhc2hfR2V0QnVmZmVyAAAKSGFzaF9GaW5hbAADCUhhc2hfSW5pdAAFC0hhc2hfVXBkYXRlAAYNSGFzaF9HZXRTdGF0ZQAHDkhhc2hfQ2FsY3VsYXRlAAgKU1RBVEVfU0laRQMBCsU4CQYAQYCBBAvcAgIFfwF+AkAgAUEBSA0AAkAgAUGAAUEAKALgggUiAmsiA0wNAEEAQQA2AuCCBQJAIAJB/wBKDQAgAkHggQVqIQQgACEFQQAhBgNAIAQgBS0AADoAACAFQQFqIQUgBEEBaiEEIAMgBkEBaiIGQf8BcUoNAAsLQQBBACkDwIEFIgdCgAF8NwPAgQVBAEEAKQPIgQUgB0L/flatfDcDyIEFQeCBBRACIAAgA2ohAAJAIAEgA2siBEGBAU4NACAEIQEMAQsgAiABaiEEA0BBAEEAKQPAgQUiB0KAAXw3A8CBBUEAQQApA8iBBSAHQv9+Vq18NwPIgQUgABACIABBgAFqIQAgBEGAf2oiBEGAAksNAAsgBEGAf2ohAQtBACEEA0AgBEEAKALgggVqQeCBBWogACAEai0AADoAACABIARBAWoiBEH/AXFLDQALQQBBACgC4IIFIAFqNgLgggULC78uASR+QQBBACkD0IEFQQApA7CBBSIBQQApA5CBBXwgACkDICICfCIDhULr+obav7X2wR+FQiCJIgRCq/DT9K/uvLc8fCIFIAGFQiiJIgYgA3wgACkDKCIBfCIHIASFQjCJIgggBXwiCSAGhUIBiSIKQQApA8iBBUEAKQOogQUiBEEAKQOIgQV8IAApAxAiA3wiBYVCn9j52cKR2oKbf4VCIIkiC0K7zqqm2NDrs7t/fCIMIASFQiiJIg0gBXwgACkDGCIEfCIOfCAAKQNQIgV8Ig9BACkDwIEFQQApA6CBBSIQQQApA4CBBSIRfCAAKQMAIgZ8IhKFQtGFmu/6z5SH0QCFQiCJIhNCiJLznf/M+YTqAHwiFCAQhUIoiSIVIBJ8IAApAwgiEHwiFiAThUIwiSIXhUIgiSIYQQApA9iBBUEAKQO4gQUiE0EAKQOYgQV8IAApAzAiEnwiGYVC+cL4m5Gjs/DbAIVCIIkiGkLx7fT4paf9p6V/fCIbIBOFQiiJIhwgGXwgACkDOCITfCIZIBqFQjCJIhogG3wiG3wiHSAKhUIoiSIeIA98IAApA1giCnwiDyAYhUIwiSIYIB18Ih0gDiALhUIwiSIOIAx8Ih8gDYVCAYkiDCAWfCAAKQNAIgt8Ig0gGoVCIIkiFiAJfCIaIAyFQiiJIiAgDXwgACkDSCIJfCIhIBaFQjCJIhYgGyAchUIBiSIMIAd8IAApA2AiB3wiDSAOhUIgiSIOIBcgFHwiFHwiFyAMhUIoiSIbIA18IAApA2giDHwiHCAOhUIwiSIOIBd8IhcgG4VCAYkiGyAZIBQgFYVCAYkiFHwgACkDcCINfCIVIAiFQiCJIhkgH3wiHyAUhUIoiSIUIBV8IAApA3giCHwiFXwgDHwiIoVCIIkiI3wiJCAbhUIoiSIbICJ8IBJ8IiIgFyAYIBUgGYVCMIkiFSAffCIZIBSFQgGJIhQgIXwgDXwiH4VCIIkiGHwiFyAUhUIoiSIUIB98IAV8Ih8gGIVCMIkiGCAXfCIXIBSFQgGJIhR8IAF8IiEgFiAafCIWIBUgHSAehUIBiSIaIBx8IAl8IhyFQiCJIhV8Ih0gGoVCKIkiGiAcfCAIfCIcIBWFQjCJIhWFQiCJIh4gGSAOIBYgIIVCAYkiFiAPfCACfCIPhUIgiSIOfCIZIBaFQiiJIhYgD3wgC3wiDyAOhUIwiSIOIBl8Ihl8IiAgFIVCKIkiFCAhfCAEfCIhIB6FQjCJIh4gIHwiICAiICOFQjCJIiIgJHwiIyAbhUIBiSIbIBx8IAp8IhwgDoVCIIkiDiAXfCIXIBuFQiiJIhsgHHwgE3wiHCAOhUIwiSIOIBkgFoVCAYkiFiAffCAQfCIZICKFQiCJIh8gFSAdfCIVfCIdIBaFQiiJIhYgGXwgB3wiGSAfhUIwiSIfIB18Ih0gFoVCAYkiFiAVIBqFQgGJIhUgD3wgBnwiDyAYhUIgiSIYICN8IhogFYVCKIkiFSAPfCADfCIPfCAHfCIihUIgiSIjfCIkIBaFQiiJIhYgInwgBnwiIiAjhUIwiSIjICR8IiQgFoVCAYkiFiAOIBd8Ig4gDyAYhUIwiSIPICAgFIVCAYkiFCAZfCAKfCIXhUIgiSIYfCIZIBSFQiiJIhQgF3wgC3wiF3wgBXwiICAPIBp8Ig8gHyAOIBuFQgGJIg4gIXwgCHwiGoVCIIkiG3wiHyAOhUIoiSIOIBp8IAx8IhogG4VCMIkiG4VCIIkiISAdIB4gDyAVhUIBiSIPIBx8IAF8IhWFQiCJIhx8Ih0gD4VCKIkiDyAVfCADfCIVIByFQjCJIhwgHXwiHXwiHiAWhUIoiSIWICB8IA18IiAgIYVCMIkiISAefCIeIBogFyAYhUIwiSIXIBl8IhggFIVCAYkiFHwgCXwiGSAchUIgiSIaICR8IhwgFIVCKIkiFCAZfCACfCIZIBqFQjCJIhogHSAPhUIBiSIPICJ8IAR8Ih0gF4VCIIkiFyAbIB98Iht8Ih8gD4VCKIkiDyAdfCASfCIdIBeFQjCJIhcgH3wiHyAPhUIBiSIPIBsgDoVCAYkiDiAVfCATfCIVICOFQiCJIhsgGHwiGCAOhUIoiSIOIBV8IBB8IhV8IAx8IiKFQiCJIiN8IiQgD4VCKIkiDyAifCAHfCIiICOFQjCJIiMgJHwiJCAPhUIBiSIPIBogHHwiGiAVIBuFQjCJIhUgHiAWhUIBiSIWIB18IAR8IhuFQiCJIhx8Ih0gFoVCKIkiFiAbfCAQfCIbfCABfCIeIBUgGHwiFSAXIBogFIVCAYkiFCAgfCATfCIYhUIgiSIXfCIaIBSFQiiJIhQgGHwgCXwiGCAXhUIwiSIXhUIgiSIgIB8gISAVIA6FQgGJIg4gGXwgCnwiFYVCIIkiGXwiHyAOhUIoiSIOIBV8IA18IhUgGYVCMIkiGSAffCIffCIhIA+FQiiJIg8gHnwgBXwiHiAghUIwiSIgICF8IiEgGyAchUIwiSIbIB18IhwgFoVCAYkiFiAYfCADfCIYIBmFQiCJIhkgJHwiHSAWhUIoiSIWIBh8IBJ8IhggGYVCMIkiGSAfIA6FQgGJIg4gInwgAnwiHyAbhUIgiSIbIBcgGnwiF3wiGiAOhUIoiSIOIB98IAZ8Ih8gG4VCMIkiGyAafCIaIA6FQgGJIg4gFSAXIBSFQgGJIhR8IAh8IhUgI4VCIIkiFyAcfCIcIBSFQiiJIhQgFXwgC3wiFXwgBXwiIoVCIIkiI3wiJCAOhUIoiSIOICJ8IAh8IiIgGiAgIBUgF4VCMIkiFSAcfCIXIBSFQgGJIhQgGHwgCXwiGIVCIIkiHHwiGiAUhUIoiSIUIBh8IAZ8IhggHIVCMIkiHCAafCIaIBSFQgGJIhR8IAR8IiAgGSAdfCIZIBUgISAPhUIBiSIPIB98IAN8Ih2FQiCJIhV8Ih8gD4VCKIkiDyAdfCACfCIdIBWFQjCJIhWFQiCJIiEgFyAbIBkgFoVCAYkiFiAefCABfCIZhUIgiSIbfCIXIBaFQiiJIhYgGXwgE3wiGSAbhUIwiSIbIBd8Ihd8Ih4gFIVCKIkiFCAgfCAMfCIgICGFQjCJIiEgHnwiHiAiICOFQjCJIiIgJHwiIyAOhUIBiSIOIB18IBJ8Ih0gG4VCIIkiGyAafCIaIA6FQiiJIg4gHXwgC3wiHSAbhUIwiSIbIBcgFoVCAYkiFiAYfCANfCIXICKFQiCJIhggFSAffCIVfCIfIBaFQiiJIhYgF3wgEHwiFyAYhUIwiSIYIB98Ih8gFoVCAYkiFiAVIA+FQgGJIg8gGXwgCnwiFSAchUIgiSIZICN8IhwgD4VCKIkiDyAVfCAHfCIVfCASfCIihUIgiSIjfCIkIBaFQiiJIhYgInwgBXwiIiAjhUIwiSIjICR8IiQgFoVCAYkiFiAbIBp8IhogFSAZhUIwiSIVIB4gFIVCAYkiFCAXfCADfCIXhUIgiSIZfCIbIBSFQiiJIhQgF3wgB3wiF3wgAnwiHiAVIBx8IhUgGCAaIA6FQgGJIg4gIHwgC3wiGoVCIIkiGHwiHCAOhUIoiSIOIBp8IAR8IhogGIVCMIkiGIVCIIkiICAfICEgFSAPhUIBiSIPIB18IAZ8IhWFQiCJIh18Ih8gD4VCKIkiDyAVfCAKfCIVIB2FQjCJIh0gH3wiH3wiISAWhUIoiSIWIB58IAx8Ih4gIIVCMIkiICAhfCIhIBogFyAZhUIwiSIXIBt8IhkgFIVCAYkiFHwgEHwiGiAdhUIgiSIbICR8Ih0gFIVCKIkiFCAafCAJfCIaIBuFQjCJIhsgHyAPhUIBiSIPICJ8IBN8Ih8gF4VCIIkiFyAYIBx8Ihh8IhwgD4VCKIkiDyAffCABfCIfIBeFQjCJIhcgHHwiHCAPhUIBiSIPIBggDoVCAYkiDiAVfCAIfCIVICOFQiCJIhggGXwiGSAOhUIoiSIOIBV8IA18IhV8IA18IiKFQiCJIiN8IiQgD4VCKIkiDyAifCAMfCIiICOFQjCJIiMgJHwiJCAPhUIBiSIPIBsgHXwiGyAVIBiFQjCJIhUgISAWhUIBiSIWIB98IBB8IhiFQiCJIh18Ih8gFoVCKIkiFiAYfCAIfCIYfCASfCIhIBUgGXwiFSAXIBsgFIVCAYkiFCAefCAHfCIZhUIgiSIXfCIbIBSFQiiJIhQgGXwgAXwiGSAXhUIwiSIXhUIgiSIeIBwgICAVIA6FQgGJIg4gGnwgAnwiFYVCIIkiGnwiHCAOhUIoiSIOIBV8IAV8IhUgGoVCMIkiGiAcfCIcfCIgIA+FQiiJIg8gIXwgBHwiISAehUIwiSIeICB8IiAgGCAdhUIwiSIYIB98Ih0gFoVCAYkiFiAZfCAGfCIZIBqFQiCJIhogJHwiHyAWhUIoiSIWIBl8IBN8IhkgGoVCMIkiGiAcIA6FQgGJIg4gInwgCXwiHCAYhUIgiSIYIBcgG3wiF3wiGyAOhUIoiSIOIBx8IAN8IhwgGIVCMIkiGCAbfCIbIA6FQgGJIg4gFSAXIBSFQgGJIhR8IAt8IhUgI4VCIIkiFyAdfCIdIBSFQiiJIhQgFXwgCnwiFXwgBHwiIoVCIIkiI3wiJCAOhUIoiSIOICJ8IAl8IiIgGyAeIBUgF4VCMIkiFSAdfCIXIBSFQgGJIhQgGXwgDHwiGYVCIIkiHXwiGyAUhUIoiSIUIBl8IAp8IhkgHYVCMIkiHSAbfCIbIBSFQgGJIhR8IAN8Ih4gGiAffCIaIBUgICAPhUIBiSIPIBx8IAd8IhyFQiCJIhV8Ih8gD4VCKIkiDyAcfCAQfCIcIBWFQjCJIhWFQiCJIiAgFyAYIBogFoVCAYkiFiAhfCATfCIahUIgiSIYfCIXIBaFQiiJIhYgGnwgDXwiGiAYhUIwiSIYIBd8Ihd8IiEgFIVCKIkiFCAefCAFfCIeICCFQjCJIiAgIXwiISAiICOFQjCJIiIgJHwiIyAOhUIBiSIOIBx8IAt8IhwgGIVCIIkiGCAbfCIbIA6FQiiJIg4gHHwgEnwiHCAYhUIwiSIYIBcgFoVCAYkiFiAZfCABfCIXICKFQiCJIhkgFSAffCIVfCIfIBaFQiiJIhYgF3wgBnwiFyAZhUIwiSIZIB98Ih8gFoVCAYkiFiAVIA+FQgGJIg8gGnwgCHwiFSAdhUIgiSIaICN8Ih0gD4VCKIkiDyAVfCACfCIVfCANfCIihUIgiSIjfCIkIBaFQiiJIhYgInwgCXwiIiAjhUIwiSIjICR8IiQgFoVCAYkiFiAYIBt8IhggFSAahUIwiSIVICEgFIVCAYkiFCAXfCASfCIXhUIgiSIafCIbIBSFQiiJIhQgF3wgCHwiF3wgB3wiISAVIB18IhUgGSAYIA6FQgGJIg4gHnwgBnwiGIVCIIkiGXwiHSAOhUIoiSIOIBh8IAt8IhggGYVCMIkiGYVCIIkiHiAfICAgFSAPhUIBiSIPIBx8IAp8IhWFQiCJIhx8Ih8gD4VCKIkiDyAVfCAEfCIVIByFQjCJIhwgH3wiH3wiICAWhUIoiSIWICF8IAN8IiEgHoVCMIkiHiAgfCIgIBggFyAahUIwiSIXIBt8IhogFIVCAYkiFHwgBXwiGCAchUIgiSIbICR8IhwgFIVCKIkiFCAYfCABfCIYIBuFQjCJIhsgHyAPhUIBiSIPICJ8IAx8Ih8gF4VCIIkiFyAZIB18Ihl8Ih0gD4VCKIkiDyAffCATfCIfIBeFQjCJIhcgHXwiHSAPhUIBiSIPIBkgDoVCAYkiDiAVfCAQfCIVICOFQiCJIhkgGnwiGiAOhUIoiSIOIBV8IAJ8IhV8IBN8IiKFQiCJIiN8IiQgD4VCKIkiDyAifCASfCIiICOFQjCJIiMgJHwiJCAPhUIBiSIPIBsgHHwiGyAVIBmFQjCJIhUgICAWhUIBiSIWIB98IAt8IhmFQiCJIhx8Ih8gFoVCKIkiFiAZfCACfCIZfCAJfCIgIBUgGnwiFSAXIBsgFIVCAYkiFCAhfCAFfCIahUIgiSIXfCIbIBSFQiiJIhQgGnwgA3wiGiAXhUIwiSIXhUIgiSIhIB0gHiAVIA6FQgGJIg4gGHwgEHwiFYVCIIkiGHwiHSAOhUIoiSIOIBV8IAF8IhUgGIVCMIkiGCAdfCIdfCIeIA+FQiiJIg8gIHwgDXwiICAhhUIwiSIhIB58Ih4gGSAchUIwiSIZIB98IhwgFoVCAYkiFiAafCAIfCIaIBiFQiCJIhggJHwiHyAWhUIoiSIWIBp8IAp8IhogGIVCMIkiGCAdIA6FQgGJIg4gInwgBHwiHSAZhUIgiSIZIBcgG3wiF3wiGyAOhUIoiSIOIB18IAd8Ih0gGYVCMIkiGSAbfCIbIA6FQgGJIg4gFSAXIBSFQgGJIhR8IAx8IhUgI4VCIIkiFyAcfCIcIBSFQiiJIhQgFXwgBnwiFXwgEnwiIoVCIIkiI3wiJCAOhUIoiSIOICJ8IBN8IiIgGyAhIBUgF4VCMIkiFSAcfCIXIBSFQgGJIhQgGnwgBnwiGoVCIIkiHHwiGyAUhUIoiSIUIBp8IBB8IhogHIVCMIkiHCAbfCIbIBSFQgGJIhR8IA18IiEgGCAffCIYIBUgHiAPhUIBiSIPIB18IAJ8Ih2FQiCJIhV8Ih4gD4VCKIkiDyAdfCABfCIdIBWFQjCJIhWFQiCJIh8gFyAZIBggFoVCAYkiFiAgfCADfCIYhUIgiSIZfCIXIBaFQiiJIhYgGHwgBHwiGCAZhUIwiSIZIBd8Ihd8IiAgFIVCKIkiFCAhfCAIfCIhIB+FQjCJIh8gIHwiICAiICOFQjCJIiIgJHwiIyAOhUIBiSIOIB18IAd8Ih0gGYVCIIkiGSAbfCIbIA6FQiiJIg4gHXwgDHwiHSAZhUIwiSIZIBcgFoVCAYkiFiAafCALfCIXICKFQiCJIhogFSAefCIVfCIeIBaFQiiJIhYgF3wgCXwiFyAahUIwiSIaIB58Ih4gFoVCAYkiFiAVIA+FQgGJIg8gGHwgBXwiFSAchUIgiSIYICN8IhwgD4VCKIkiDyAVfCAKfCIVfCACfCIChUIgiSIifCIjIBaFQiiJIhYgAnwgC3wiAiAihUIwiSILICN8IiIgFoVCAYkiFiAZIBt8IhkgFSAYhUIwiSIVICAgFIVCAYkiFCAXfCANfCINhUIgiSIXfCIYIBSFQiiJIhQgDXwgBXwiBXwgEHwiECAVIBx8Ig0gGiAZIA6FQgGJIg4gIXwgDHwiDIVCIIkiFXwiGSAOhUIoiSIOIAx8IBJ8IhIgFYVCMIkiDIVCIIkiFSAeIB8gDSAPhUIBiSINIB18IAl8IgmFQiCJIg98IhogDYVCKIkiDSAJfCAIfCIJIA+FQjCJIgggGnwiD3wiGiAWhUIoiSIWIBB8IAd8IhAgEYUgDCAZfCIHIA6FQgGJIgwgCXwgCnwiCiALhUIgiSILIAUgF4VCMIkiBSAYfCIJfCIOIAyFQiiJIgwgCnwgE3wiEyALhUIwiSIKIA58IguFNwOAgQVBACADIAYgDyANhUIBiSINIAJ8fCICIAWFQiCJIgUgB3wiBiANhUIoiSIHIAJ8fCICQQApA4iBBYUgBCABIBIgCSAUhUIBiSIDfHwiASAIhUIgiSISICJ8IgkgA4VCKIkiAyABfHwiASAShUIwiSIEIAl8IhKFNwOIgQVBACATQQApA5CBBYUgECAVhUIwiSIQIBp8IhOFNwOQgQVBACABQQApA5iBBYUgAiAFhUIwiSICIAZ8IgGFNwOYgQVBACASIAOFQgGJQQApA6CBBYUgAoU3A6CBBUEAIBMgFoVCAYlBACkDqIEFhSAKhTcDqIEFQQAgASAHhUIBiUEAKQOwgQWFIASFNwOwgQVBACALIAyFQgGJQQApA7iBBYUgEIU3A7iBBQveAgUBfwF+AX8BfgJ/IwBBwABrIgAkAAJAQQApA9CBBUIAUg0AQQBBACkDwIEFIgFBACgC4IIFIgKsfCIDNwPAgQVBAEEAKQPIgQUgAyABVK18NwPIgQUCQEEALQDoggVFDQBBAEJ/NwPYgQULQQBCfzcD0IEFAkAgAkH/AEoNAEEAIQQDQCACIARqQeCBBWpBADoAACAEQQFqIgRBgAFBACgC4IIFIgJrSA0ACwtB4IEFEAIgAEEAKQOAgQU3AwAgAEEAKQOIgQU3AwggAEEAKQOQgQU3AxAgAEEAKQOYgQU3AxggAEEAKQOggQU3AyAgAEEAKQOogQU3AyggAEEAKQOwgQU3AzAgAEEAKQO4gQU3AzhBACgC5IIFIgVBAUgNAEEAIQJBACEEA0AgBEGAgQRqIAAgBGotAAA6AAAgBEEBaiEEIAUgAkEBaiICQf8BcUsNAAsLIABBwABqJAAL+gMCAn8BfiMAQYABayICJABBAEGBAjsB8oIFQQAgAToA8YIFQQAgADoA8IIFQZB+IQADQCAAQYCDBWpCADcAACAAQfiCBWpCADcAACAAQfCCBWpCADcAACAAQRhqIgANAAtBACEDQQBBACkD8IIFIgRCiJLznf/M+YTqAIU3A4CBBUEAQQApA/iCBUK7zqqm2NDrs7t/hTcDiIEFQQBBACkDgIMFQqvw0/Sv7ry3PIU3A5CBBUEAQQApA4iDBULx7fT4paf9p6V/hTcDmIEFQQBBACkDkIMFQtGFmu/6z5SH0QCFNwOggQVBAEEAKQOYgwVCn9j52cKR2oKbf4U3A6iBBUEAQQApA6CDBULr+obav7X2wR+FNwOwgQVBAEEAKQOogwVC+cL4m5Gjs/DbAIU3A7iBBUEAIASnQf8BcTYC5IIFAkAgAUUNACACQgA3A3ggAkIANwNwIAJCADcDaCACQgA3A2AgAkIANwNYIAJCADcDUCACQgA3A0ggAkIANwNAIAJCADcDOCACQgA3AzAgAkIANwMoIAJCADcDICACQgA3AxggAkIANwMQIAJCADcDCCACQgA3AwBBACEAA0AgAiAAaiAAQYCBBGotAAA6AAAgAEEBaiEAIAEgA0EBaiIDQf8BcUsNAAsgAkGAARABCyACQYABaiQACxIAIABBA3ZB/z9xIABBEHYQBAsKAEGAgQQgABABCwYAQYCBBQscACABQQN2Qf8/cSABQRB2EARBgIEEIAAQARADCwsMAQBBgIAECwTwAAAA";
      var hash$j = "22cf500a";
      var wasmJson$j = {
        name: name$j,
        data: data$j,
        hash: hash$j
      };
      const mutex$k = new Mutex();
      let wasmCache$k = null;
      function validateBits$4(bits) {
        if (!Number.isInteger(bits) || bits < 8 || bits > 512 || bits % 8 !== 0) {
          return new Error("Invalid variant! Valid values: 8, 16, ..., 512");
        }
        return null;
      }
      function getInitParam$1(outputBits, keyBits) {
        return outputBits | keyBits << 16;
      }
      function blake2b(data2, bits = 512, key = null) {
        if (validateBits$4(bits)) {
          return Promise.reject(validateBits$4(bits));
        }
        let keyBuffer = null;
        let initParam = bits;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length > 64) {
            return Promise.reject(new Error("Max key length is 64 bytes"));
          }
          initParam = getInitParam$1(bits, keyBuffer.length);
        }
        const hashLength = bits / 8;
        if (wasmCache$k === null || wasmCache$k.hashLength !== hashLength) {
          return lockedCreate(mutex$k, wasmJson$j, hashLength).then((wasm) => {
            wasmCache$k = wasm;
            if (initParam > 512) {
              wasmCache$k.writeMemory(keyBuffer);
            }
            return wasmCache$k.calculate(data2, initParam);
          });
        }
        try {
          if (initParam > 512) {
            wasmCache$k.writeMemory(keyBuffer);
          }
          const hash2 = wasmCache$k.calculate(data2, initParam);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createBLAKE2b(bits = 512, key = null) {
        if (validateBits$4(bits)) {
          return Promise.reject(validateBits$4(bits));
        }
        let keyBuffer = null;
        let initParam = bits;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length > 64) {
            return Promise.reject(new Error("Max key length is 64 bytes"));
          }
          initParam = getInitParam$1(bits, keyBuffer.length);
        }
        const outputSize = bits / 8;
        return WASMInterface(wasmJson$j, outputSize).then((wasm) => {
          if (initParam > 512) {
            wasm.writeMemory(keyBuffer);
          }
          wasm.init(initParam);
          const obj = {
            init: initParam > 512 ? () => {
              wasm.writeMemory(keyBuffer);
              wasm.init(initParam);
              return obj;
            } : () => {
              wasm.init(initParam);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 128,
            digestSize: outputSize
          };
          return obj;
        });
      }
      function encodeResult(salt, options, res) {
        const parameters = [
          `m=${options.memorySize}`,
          `t=${options.iterations}`,
          `p=${options.parallelism}`
        ].join(",");
        return `$argon2${options.hashType}$v=19$${parameters}$${encodeBase64(salt, false)}$${encodeBase64(res, false)}`;
      }
      const uint32View = new DataView(new ArrayBuffer(4));
      function int32LE(x) {
        uint32View.setInt32(0, x, true);
        return new Uint8Array(uint32View.buffer);
      }
      function hashFunc(blake512, buf, len) {
        return __awaiter(this, void 0, void 0, function* () {
          if (len <= 64) {
            const blake = yield createBLAKE2b(len * 8);
            blake.update(int32LE(len));
            blake.update(buf);
            return blake.digest("binary");
          }
          const r = Math.ceil(len / 32) - 2;
          const ret = new Uint8Array(len);
          blake512.init();
          blake512.update(int32LE(len));
          blake512.update(buf);
          let vp = blake512.digest("binary");
          ret.set(vp.subarray(0, 32), 0);
          for (let i = 1; i < r; i++) {
            blake512.init();
            blake512.update(vp);
            vp = blake512.digest("binary");
            ret.set(vp.subarray(0, 32), i * 32);
          }
          const partialBytesNeeded = len - 32 * r;
          let blakeSmall;
          if (partialBytesNeeded === 64) {
            blakeSmall = blake512;
            blakeSmall.init();
          } else {
            blakeSmall = yield createBLAKE2b(partialBytesNeeded * 8);
          }
          blakeSmall.update(vp);
          vp = blakeSmall.digest("binary");
          ret.set(vp.subarray(0, partialBytesNeeded), r * 32);
          return ret;
        });
      }
      function getHashType(type) {
        switch (type) {
          case "d":
            return 0;
          case "i":
            return 1;
          default:
            return 2;
        }
      }
      function argon2Internal(options) {
        return __awaiter(this, void 0, void 0, function* () {
          var _a2;
          const { parallelism, iterations, hashLength } = options;
          const password = getUInt8Buffer(options.password);
          const salt = getUInt8Buffer(options.salt);
          const version = 19;
          const hashType = getHashType(options.hashType);
          const { memorySize } = options;
          const secret = getUInt8Buffer((_a2 = options.secret) !== null && _a2 !== void 0 ? _a2 : "");
          const [argon2Interface, blake512] = yield Promise.all([
            WASMInterface(wasmJson$k, 1024),
            createBLAKE2b(512)
          ]);
          argon2Interface.setMemorySize(memorySize * 1024 + 1024);
          const initVector = new Uint8Array(24);
          const initVectorView = new DataView(initVector.buffer);
          initVectorView.setInt32(0, parallelism, true);
          initVectorView.setInt32(4, hashLength, true);
          initVectorView.setInt32(8, memorySize, true);
          initVectorView.setInt32(12, iterations, true);
          initVectorView.setInt32(16, version, true);
          initVectorView.setInt32(20, hashType, true);
          argon2Interface.writeMemory(initVector, memorySize * 1024);
          blake512.init();
          blake512.update(initVector);
          blake512.update(int32LE(password.length));
          blake512.update(password);
          blake512.update(int32LE(salt.length));
          blake512.update(salt);
          blake512.update(int32LE(secret.length));
          blake512.update(secret);
          blake512.update(int32LE(0));
          const segments = Math.floor(memorySize / (parallelism * 4));
          const lanes = segments * 4;
          const param = new Uint8Array(72);
          const H0 = blake512.digest("binary");
          param.set(H0);
          for (let lane = 0; lane < parallelism; lane++) {
            param.set(int32LE(0), 64);
            param.set(int32LE(lane), 68);
            let position = lane * lanes;
            let chunk = yield hashFunc(blake512, param, 1024);
            argon2Interface.writeMemory(chunk, position * 1024);
            position += 1;
            param.set(int32LE(1), 64);
            chunk = yield hashFunc(blake512, param, 1024);
            argon2Interface.writeMemory(chunk, position * 1024);
          }
          const C = new Uint8Array(1024);
          writeHexToUInt8(C, argon2Interface.calculate(new Uint8Array([]), memorySize));
          const res = yield hashFunc(blake512, C, hashLength);
          if (options.outputType === "hex") {
            const digestChars = new Uint8Array(hashLength * 2);
            return getDigestHex(digestChars, res, hashLength);
          }
          if (options.outputType === "encoded") {
            return encodeResult(salt, options, res);
          }
          return res;
        });
      }
      const validateOptions$3 = (options) => {
        var _a2;
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (!options.password) {
          throw new Error("Password must be specified");
        }
        options.password = getUInt8Buffer(options.password);
        if (options.password.length < 1) {
          throw new Error("Password must be specified");
        }
        if (!options.salt) {
          throw new Error("Salt must be specified");
        }
        options.salt = getUInt8Buffer(options.salt);
        if (options.salt.length < 8) {
          throw new Error("Salt should be at least 8 bytes long");
        }
        options.secret = getUInt8Buffer((_a2 = options.secret) !== null && _a2 !== void 0 ? _a2 : "");
        if (!Number.isInteger(options.iterations) || options.iterations < 1) {
          throw new Error("Iterations should be a positive number");
        }
        if (!Number.isInteger(options.parallelism) || options.parallelism < 1) {
          throw new Error("Parallelism should be a positive number");
        }
        if (!Number.isInteger(options.hashLength) || options.hashLength < 4) {
          throw new Error("Hash length should be at least 4 bytes.");
        }
        if (!Number.isInteger(options.memorySize)) {
          throw new Error("Memory size should be specified.");
        }
        if (options.memorySize < 8 * options.parallelism) {
          throw new Error("Memory size should be at least 8 * parallelism.");
        }
        if (options.outputType === void 0) {
          options.outputType = "hex";
        }
        if (!["hex", "binary", "encoded"].includes(options.outputType)) {
          throw new Error(`Insupported output type ${options.outputType}. Valid values: ['hex', 'binary', 'encoded']`);
        }
      };
      function argon2i(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions$3(options);
          return argon2Internal(Object.assign(Object.assign({}, options), { hashType: "i" }));
        });
      }
      function argon2id(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions$3(options);
          return argon2Internal(Object.assign(Object.assign({}, options), { hashType: "id" }));
        });
      }
      function argon2d(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions$3(options);
          return argon2Internal(Object.assign(Object.assign({}, options), { hashType: "d" }));
        });
      }
      const getHashParameters = (password, encoded, secret) => {
        const regex = /^\$argon2(id|i|d)\$v=([0-9]+)\$((?:[mtp]=[0-9]+,){2}[mtp]=[0-9]+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;
        const match = encoded.match(regex);
        if (!match) {
          throw new Error("Invalid hash");
        }
        const [, hashType, version, parameters, salt, hash2] = match;
        if (version !== "19") {
          throw new Error(`Unsupported version: ${version}`);
        }
        const parsedParameters = {};
        const paramMap = { m: "memorySize", p: "parallelism", t: "iterations" };
        for (const x of parameters.split(",")) {
          const [n, v] = x.split("=");
          parsedParameters[paramMap[n]] = Number(v);
        }
        return Object.assign(Object.assign({}, parsedParameters), {
          password,
          secret,
          hashType,
          salt: decodeBase64(salt),
          hashLength: getDecodeBase64Length(hash2),
          outputType: "encoded"
        });
      };
      const validateVerifyOptions$1 = (options) => {
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (options.hash === void 0 || typeof options.hash !== "string") {
          throw new Error("Hash should be specified");
        }
      };
      function argon2Verify(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateVerifyOptions$1(options);
          const params = getHashParameters(options.password, options.hash, options.secret);
          validateOptions$3(params);
          const hashStart = options.hash.lastIndexOf("$") + 1;
          const result = yield argon2Internal(params);
          return result.substring(hashStart) === options.hash.substring(hashStart);
        });
      }
      var name$i = "blake2s";
      var data$i = "AGFzbQEAAAABEQRgAAF/YAJ/fwBgAX8AYAAAAwkIAAECAwICAAEFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAApIYXNoX0ZpbmFsAAMJSGFzaF9Jbml0AAQLSGFzaF9VcGRhdGUABQ1IYXNoX0dldFN0YXRlAAYOSGFzaF9DYWxjdWxhdGUABwpTVEFURV9TSVpFAwEK+DIIBgBBgIEEC+cFAQZ/AkAgAUEBSA0AAkACQAJAIAFBwABBACgC8IEFIgJrIgNKDQAgASEEDAELQQBBADYC8IEFAkAgAkHAAEYNACACQbCBBWohBQJAAkAgA0EHcSIGDQAgACEHIAMhBAwBCyAGIQQgACEHA0AgBSAHLQAAOgAAIAVBAWohBSAHQQFqIQcgBEF/aiIEDQALQcAAIAIgBmprIQQLIAJBR2pBB0kNAANAIAUgBy0AADoAACAFQQFqIAdBAWotAAA6AAAgBUECaiAHQQJqLQAAOgAAIAVBA2ogB0EDai0AADoAACAFQQRqIAdBBGotAAA6AAAgBUEFaiAHQQVqLQAAOgAAIAVBBmogB0EGai0AADoAACAFQQdqIAdBB2otAAA6AAAgBUEIaiEFIAdBCGohByAEQXhqIgQNAAsLQQAhBkEAQQAoAqCBBSIFQcAAajYCoIEFQQBBACgCpIEFIAVBv39LajYCpIEFQbCBBRACIAAgA2ohAAJAIAEgA2siBEHBAEkNACACIAFqIQUDQEEAQQAoAqCBBSIHQcAAajYCoIEFQQBBACgCpIEFIAdBv39LajYCpIEFIAAQAiAAQcAAaiEAIAVBQGoiBUGAAUoNAAsgBUFAaiEEC0EAKALwgQUhAiAERQ0BCyACQbCBBWohBQJAAkAgBEEHcSIHDQAgBCEHDAELA0AgBSAALQAAOgAAIAVBAWohBSAAQQFqIQAgB0F/aiIHDQALIARBeHEhBwsCQCAEQQhJDQADQCAFIAAtAAA6AAAgBUEBaiAAQQFqLQAAOgAAIAVBAmogAEECai0AADoAACAFQQNqIABBA2otAAA6AAAgBUEEaiAAQQRqLQAAOgAAIAVBBWogAEEFai0AADoAACAFQQZqIABBBmotAAA6AAAgBUEHaiAAQQdqLQAAOgAAIAVBCGohBSAAQQhqIQAgB0F4aiIHDQALC0EAKALwgQUhAiAEIQYLQQAgAiAGajYC8IEFCwuXJwoBfgF/An4CfwF+B38DfgZ/AX4Sf0EAQQApA5iBBSIBpyICQQApA4iBBSIDp2ogACkDECIEpyIFaiIGQQApA6iBBUKrs4/8kaOz8NsAhSIHp3NBEHciCEHy5rvjA2oiCSACc0EUdyIKIAZqIARCIIinIgJqIgsgCHNBGHciDCAJaiINIApzQRl3Ig5BACkDkIEFIgRCIIinIghBACkDgIEFIg9CIIinaiAAKQMIIhCnIgZqIglBACkDoIEFQv+kuYjFkdqCm3+FIhFCIIinc0EQdyISQYXdntt7aiITIAhzQRR3IhQgCWogEEIgiKciCGoiFWogACkDKCIQpyIJaiIWIASnIhcgD6dqIAApAwAiGKciCmoiGSARp3NBEHciGkHnzKfQBmoiGyAXc0EUdyIcIBlqIBhCIIinIhdqIh0gGnNBGHciHnNBEHciHyABQiCIpyIaIANCIIinaiAAKQMYIgGnIhlqIiAgB0IgiKdzQRB3IiFBuuq/qnpqIiIgGnNBFHciIyAgaiABQiCIpyIaaiIgICFzQRh3IiEgImoiImoiJCAOc0EUdyIlIBZqIBBCIIinIg5qIhYgH3NBGHciHyAkaiIkIBUgEnNBGHciFSATaiImIBRzQRl3IhMgHWogACkDICIBpyISaiIUICFzQRB3Ih0gDWoiISATc0EUdyInIBRqIAFCIIinIg1qIhQgHXNBGHciHSAiICNzQRl3IhMgC2ogACkDMCIBpyILaiIiIBVzQRB3IhUgHiAbaiIbaiIeIBNzQRR3IiMgImogAUIgiKciE2oiIiAVc0EYdyIVIB5qIh4gI3NBGXciIyAgIBsgHHNBGXciG2ogACkDOCIBpyIAaiIcIAxzQRB3IiAgJmoiJiAbc0EUdyIbIBxqIAFCIIinIgxqIhxqIBNqIihzQRB3IilqIiogI3NBFHciIyAoaiAZaiIoIB4gHyAcICBzQRh3IhwgJmoiICAbc0EZdyIbIBRqIABqIhRzQRB3Ih9qIh4gG3NBFHciGyAUaiAJaiIUIB9zQRh3Ih8gHmoiHiAbc0EZdyIbaiACaiImIB0gIWoiHSAcICQgJXNBGXciISAiaiANaiIic0EQdyIcaiIkICFzQRR3IiEgImogDGoiIiAcc0EYdyIcc0EQdyIlICAgFSAdICdzQRl3Ih0gFmogBWoiFnNBEHciFWoiICAdc0EUdyIdIBZqIBJqIhYgFXNBGHciFSAgaiIgaiInIBtzQRR3IhsgJmogCGoiJiAlc0EYdyIlICdqIicgKCApc0EYdyIoICpqIikgI3NBGXciIyAiaiAOaiIiIBVzQRB3IhUgHmoiHiAjc0EUdyIjICJqIBpqIiIgFXNBGHciFSAgIB1zQRl3Ih0gFGogF2oiFCAoc0EQdyIgIBwgJGoiHGoiJCAdc0EUdyIdIBRqIAtqIhQgIHNBGHciICAkaiIkIB1zQRl3Ih0gHCAhc0EZdyIcIBZqIApqIhYgH3NBEHciHyApaiIhIBxzQRR3IhwgFmogBmoiFmogC2oiKHNBEHciKWoiKiAdc0EUdyIdIChqIApqIiggKXNBGHciKSAqaiIqIB1zQRl3Ih0gFSAeaiIVIBYgH3NBGHciFiAnIBtzQRl3IhsgFGogDmoiFHNBEHciHmoiHyAbc0EUdyIbIBRqIBJqIhRqIAlqIicgFiAhaiIWICAgFSAjc0EZdyIVICZqIAxqIiFzQRB3IiBqIiMgFXNBFHciFSAhaiATaiIhICBzQRh3IiBzQRB3IiYgJCAlIBYgHHNBGXciFiAiaiACaiIcc0EQdyIiaiIkIBZzQRR3IhYgHGogBmoiHCAic0EYdyIiICRqIiRqIiUgHXNBFHciHSAnaiAAaiInICZzQRh3IiYgJWoiJSAhIBQgHnNBGHciFCAfaiIeIBtzQRl3IhtqIA1qIh8gInNBEHciISAqaiIiIBtzQRR3IhsgH2ogBWoiHyAhc0EYdyIhICQgFnNBGXciFiAoaiAIaiIkIBRzQRB3IhQgICAjaiIgaiIjIBZzQRR3IhYgJGogGWoiJCAUc0EYdyIUICNqIiMgFnNBGXciFiAgIBVzQRl3IhUgHGogGmoiHCApc0EQdyIgIB5qIh4gFXNBFHciFSAcaiAXaiIcaiATaiIoc0EQdyIpaiIqIBZzQRR3IhYgKGogC2oiKCApc0EYdyIpICpqIiogFnNBGXciFiAhICJqIiEgHCAgc0EYdyIcICUgHXNBGXciHSAkaiAIaiIgc0EQdyIiaiIkIB1zQRR3Ih0gIGogF2oiIGogAmoiJSAcIB5qIhwgFCAhIBtzQRl3IhsgJ2ogGmoiHnNBEHciFGoiISAbc0EUdyIbIB5qIA1qIh4gFHNBGHciFHNBEHciJyAjICYgHCAVc0EZdyIVIB9qIA5qIhxzQRB3Ih9qIiMgFXNBFHciFSAcaiAAaiIcIB9zQRh3Ih8gI2oiI2oiJiAWc0EUdyIWICVqIAlqIiUgJ3NBGHciJyAmaiImICAgInNBGHciICAkaiIiIB1zQRl3Ih0gHmogBmoiHiAfc0EQdyIfICpqIiQgHXNBFHciHSAeaiAZaiIeIB9zQRh3Ih8gIyAVc0EZdyIVIChqIAVqIiMgIHNBEHciICAUICFqIhRqIiEgFXNBFHciFSAjaiAKaiIjICBzQRh3IiAgIWoiISAVc0EZdyIVIBwgFCAbc0EZdyIUaiAMaiIbIClzQRB3IhwgImoiIiAUc0EUdyIUIBtqIBJqIhtqIAlqIihzQRB3IilqIiogFXNBFHciFSAoaiAMaiIoICEgJyAbIBxzQRh3IhsgImoiHCAUc0EZdyIUIB5qIA1qIh5zQRB3IiJqIiEgFHNBFHciFCAeaiAKaiIeICJzQRh3IiIgIWoiISAUc0EZdyIUaiAIaiInIB8gJGoiHyAbICYgFnNBGXciFiAjaiAGaiIjc0EQdyIbaiIkIBZzQRR3IhYgI2ogBWoiIyAbc0EYdyIbc0EQdyImIBwgICAfIB1zQRl3Ih0gJWogAmoiH3NBEHciIGoiHCAdc0EUdyIdIB9qIBpqIh8gIHNBGHciICAcaiIcaiIlIBRzQRR3IhQgJ2ogE2oiJyAmc0EYdyImICVqIiUgKCApc0EYdyIoICpqIikgFXNBGXciFSAjaiAZaiIjICBzQRB3IiAgIWoiISAVc0EUdyIVICNqIBJqIiMgIHNBGHciICAcIB1zQRl3IhwgHmogAGoiHSAoc0EQdyIeIBsgJGoiG2oiJCAcc0EUdyIcIB1qIBdqIh0gHnNBGHciHiAkaiIkIBxzQRl3IhwgGyAWc0EZdyIWIB9qIA5qIhsgInNBEHciHyApaiIiIBZzQRR3IhYgG2ogC2oiG2ogGWoiKHNBEHciKWoiKiAcc0EUdyIcIChqIAlqIiggKXNBGHciKSAqaiIqIBxzQRl3IhwgICAhaiIgIBsgH3NBGHciGyAlIBRzQRl3IhQgHWogBmoiHXNBEHciH2oiISAUc0EUdyIUIB1qIAtqIh1qIAVqIiUgGyAiaiIbIB4gICAVc0EZdyIVICdqIBJqIiBzQRB3Ih5qIiIgFXNBFHciFSAgaiAIaiIgIB5zQRh3Ih5zQRB3IicgJCAmIBsgFnNBGXciFiAjaiAKaiIbc0EQdyIjaiIkIBZzQRR3IhYgG2ogDmoiGyAjc0EYdyIjICRqIiRqIiYgHHNBFHciHCAlaiATaiIlICdzQRh3IicgJmoiJiAgIB0gH3NBGHciHSAhaiIfIBRzQRl3IhRqIBdqIiAgI3NBEHciISAqaiIjIBRzQRR3IhQgIGogDWoiICAhc0EYdyIhICQgFnNBGXciFiAoaiAaaiIkIB1zQRB3Ih0gHiAiaiIeaiIiIBZzQRR3IhYgJGogAmoiJCAdc0EYdyIdICJqIiIgFnNBGXciFiAeIBVzQRl3IhUgG2ogDGoiGyApc0EQdyIeIB9qIh8gFXNBFHciFSAbaiAAaiIbaiAAaiIoc0EQdyIpaiIqIBZzQRR3IhYgKGogE2oiKCApc0EYdyIpICpqIiogFnNBGXciFiAhICNqIiEgGyAec0EYdyIbICYgHHNBGXciHCAkaiAXaiIec0EQdyIjaiIkIBxzQRR3IhwgHmogDGoiHmogGWoiJiAbIB9qIhsgHSAhIBRzQRl3IhQgJWogC2oiH3NBEHciHWoiISAUc0EUdyIUIB9qIAJqIh8gHXNBGHciHXNBEHciJSAiICcgGyAVc0EZdyIVICBqIAVqIhtzQRB3IiBqIiIgFXNBFHciFSAbaiAJaiIbICBzQRh3IiAgImoiImoiJyAWc0EUdyIWICZqIAhqIiYgJXNBGHciJSAnaiInIB4gI3NBGHciHiAkaiIjIBxzQRl3IhwgH2ogCmoiHyAgc0EQdyIgICpqIiQgHHNBFHciHCAfaiAaaiIfICBzQRh3IiAgIiAVc0EZdyIVIChqIA1qIiIgHnNBEHciHiAdICFqIh1qIiEgFXNBFHciFSAiaiAGaiIiIB5zQRh3Ih4gIWoiISAVc0EZdyIVIBsgHSAUc0EZdyIUaiASaiIbIClzQRB3Ih0gI2oiIyAUc0EUdyIUIBtqIA5qIhtqIAhqIihzQRB3IilqIiogFXNBFHciFSAoaiANaiIoICEgJSAbIB1zQRh3IhsgI2oiHSAUc0EZdyIUIB9qIBNqIh9zQRB3IiNqIiEgFHNBFHciFCAfaiAOaiIfICNzQRh3IiMgIWoiISAUc0EZdyIUaiAGaiIlICAgJGoiICAbICcgFnNBGXciFiAiaiALaiIic0EQdyIbaiIkIBZzQRR3IhYgImogF2oiIiAbc0EYdyIbc0EQdyInIB0gHiAgIBxzQRl3IhwgJmogGmoiIHNBEHciHmoiHSAcc0EUdyIcICBqIABqIiAgHnNBGHciHiAdaiIdaiImIBRzQRR3IhQgJWogCWoiJSAnc0EYdyInICZqIiYgKCApc0EYdyIoICpqIikgFXNBGXciFSAiaiASaiIiIB5zQRB3Ih4gIWoiISAVc0EUdyIVICJqIBlqIiIgHnNBGHciHiAdIBxzQRl3IhwgH2ogAmoiHSAoc0EQdyIfIBsgJGoiG2oiJCAcc0EUdyIcIB1qIApqIh0gH3NBGHciHyAkaiIkIBxzQRl3IhwgGyAWc0EZdyIWICBqIAxqIhsgI3NBEHciICApaiIjIBZzQRR3IhYgG2ogBWoiG2ogAGoiKHNBEHciKWoiKiAcc0EUdyIcIChqIA1qIiggKXNBGHciKSAqaiIqIBxzQRl3IhwgHiAhaiIeIBsgIHNBGHciGyAmIBRzQRl3IhQgHWogGWoiHXNBEHciIGoiISAUc0EUdyIUIB1qIAxqIh1qIAtqIiYgGyAjaiIbIB8gHiAVc0EZdyIVICVqIApqIh5zQRB3Ih9qIiMgFXNBFHciFSAeaiASaiIeIB9zQRh3Ih9zQRB3IiUgJCAnIBsgFnNBGXciFiAiaiAOaiIbc0EQdyIiaiIkIBZzQRR3IhYgG2ogCGoiGyAic0EYdyIiICRqIiRqIicgHHNBFHciHCAmaiAGaiImICVzQRh3IiUgJ2oiJyAeIB0gIHNBGHciHSAhaiIgIBRzQRl3IhRqIAlqIh4gInNBEHciISAqaiIiIBRzQRR3IhQgHmogAmoiHiAhc0EYdyIhICQgFnNBGXciFiAoaiATaiIkIB1zQRB3Ih0gHyAjaiIfaiIjIBZzQRR3IhYgJGogGmoiJCAdc0EYdyIdICNqIiMgFnNBGXciFiAfIBVzQRl3IhUgG2ogF2oiGyApc0EQdyIfICBqIiAgFXNBFHciFSAbaiAFaiIbaiAaaiIac0EQdyIoaiIpIBZzQRR3IhYgGmogGWoiGSAoc0EYdyIaIClqIiggFnNBGXciFiAhICJqIiEgGyAfc0EYdyIbICcgHHNBGXciHCAkaiASaiISc0EQdyIfaiIiIBxzQRR3IhwgEmogBWoiBWogDWoiEiAbICBqIg0gHSAhIBRzQRl3IhQgJmogCWoiCXNBEHciG2oiHSAUc0EUdyIUIAlqIAZqIgYgG3NBGHciCXNBEHciGyAjICUgDSAVc0EZdyINIB5qIBdqIhdzQRB3IhVqIh4gDXNBFHciDSAXaiACaiICIBVzQRh3IhcgHmoiFWoiHiAWc0EUdyIWIBJqIABqIhKtQiCGIAUgH3NBGHciBSAiaiIAIBxzQRl3IhwgBmogDGoiBiAXc0EQdyIXIChqIgwgHHNBFHciHCAGaiAOaiIGrYQgD4UgAiAJIB1qIgkgFHNBGXciDmogE2oiAiAac0EQdyIaIABqIhMgDnNBFHciDiACaiAKaiICIBpzQRh3IgogE2oiGq1CIIYgFSANc0EZdyINIBlqIAhqIgggBXNBEHciBSAJaiIJIA1zQRR3IhkgCGogC2oiCCAFc0EYdyIFIAlqIgmthIU3A4CBBUEAIAMgAq1CIIYgCK2EhSASIBtzQRh3IgIgHmoiCK1CIIYgBiAXc0EYdyIGIAxqIhethIU3A4iBBUEAIAQgFyAcc0EZd61CIIYgGiAOc0EZd62EhSAFrUIghiACrYSFNwOQgQVBACAJIBlzQRl3rUIghiAIIBZzQRl3rYRBACkDmIEFhSAGrUIghiAKrYSFNwOYgQULngIBBH8jAEEgayIAJAACQEEAKAKogQUNAEEAQQAoAqCBBSIBQQAoAvCBBSICaiIDNgKggQVBAEEAKAKkgQUgAyABSWo2AqSBBQJAQQAtAPiBBUUNAEEAQX82AqyBBQtBAEF/NgKogQUCQCACQT9KDQBBACEBA0AgAiABakGwgQVqQQA6AAAgAUEBaiIBQcAAQQAoAvCBBSICa0gNAAsLQbCBBRACIABBACkDgIEFNwMAIABBACkDiIEFNwMIIABBACkDkIEFNwMQIABBACkDmIEFNwMYQQAoAvSBBSIDQQFIDQBBACECQQAhAQNAIAFBgIEEaiAAIAFqLQAAOgAAIAFBAWohASADIAJBAWoiAkH/AXFLDQALCyAAQSBqJAALqQMBA38jAEHAAGsiASQAQQBBgQI7AYKCBUEAIABBEHYiAjoAgYIFQQAgAEEDdjoAgIIFQZB/IQACQANAIABB+IEFakEANgIAIABB8IEFakIANwMAIABFDQEgAEH8gQVqQQA2AgAgAEEQaiEADAALC0EAIQNBAEEAKAKAggUiAEHnzKfQBnM2AoCBBUEAQQAoAoSCBUGF3Z7be3M2AoSBBUEAQQAoAoiCBUHy5rvjA3M2AoiBBUEAQQAoAoyCBUG66r+qenM2AoyBBUEAQQAoApCCBUH/pLmIBXM2ApCBBUEAQQAoApSCBUGM0ZXYeXM2ApSBBUEAQQAoApiCBUGrs4/8AXM2ApiBBUEAIABB/wFxNgL0gQVBAEEAKAKcggVBmZqD3wVzNgKcgQUCQCACRQ0AIAFCADcDOCABQgA3AzAgAUIANwMoIAFCADcDICABQgA3AxggAUIANwMQIAFCADcDCCABQgA3AwBBACEAA0AgASAAaiAAQYCBBGotAAA6AAAgAEEBaiEAIAIgA0EBaiIDQf8BcUsNAAsgAUHAABABCyABQcAAaiQACwoAQYCBBCAAEAELBgBBgIEFCxAAIAEQBEGAgQQgABABEAMLCwwBAEGAgAQLBHwAAAA=";
      var hash$i = "874cf174";
      var wasmJson$i = {
        name: name$i,
        data: data$i,
        hash: hash$i
      };
      const mutex$j = new Mutex();
      let wasmCache$j = null;
      function validateBits$3(bits) {
        if (!Number.isInteger(bits) || bits < 8 || bits > 256 || bits % 8 !== 0) {
          return new Error("Invalid variant! Valid values: 8, 16, ..., 256");
        }
        return null;
      }
      function getInitParam(outputBits, keyBits) {
        return outputBits | keyBits << 16;
      }
      function blake2s(data2, bits = 256, key = null) {
        if (validateBits$3(bits)) {
          return Promise.reject(validateBits$3(bits));
        }
        let keyBuffer = null;
        let initParam = bits;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length > 32) {
            return Promise.reject(new Error("Max key length is 32 bytes"));
          }
          initParam = getInitParam(bits, keyBuffer.length);
        }
        const hashLength = bits / 8;
        if (wasmCache$j === null || wasmCache$j.hashLength !== hashLength) {
          return lockedCreate(mutex$j, wasmJson$i, hashLength).then((wasm) => {
            wasmCache$j = wasm;
            if (initParam > 512) {
              wasmCache$j.writeMemory(keyBuffer);
            }
            return wasmCache$j.calculate(data2, initParam);
          });
        }
        try {
          if (initParam > 512) {
            wasmCache$j.writeMemory(keyBuffer);
          }
          const hash2 = wasmCache$j.calculate(data2, initParam);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createBLAKE2s(bits = 256, key = null) {
        if (validateBits$3(bits)) {
          return Promise.reject(validateBits$3(bits));
        }
        let keyBuffer = null;
        let initParam = bits;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length > 32) {
            return Promise.reject(new Error("Max key length is 32 bytes"));
          }
          initParam = getInitParam(bits, keyBuffer.length);
        }
        const outputSize = bits / 8;
        return WASMInterface(wasmJson$i, outputSize).then((wasm) => {
          if (initParam > 512) {
            wasm.writeMemory(keyBuffer);
          }
          wasm.init(initParam);
          const obj = {
            init: initParam > 512 ? () => {
              wasm.writeMemory(keyBuffer);
              wasm.init(initParam);
              return obj;
            } : () => {
              wasm.init(initParam);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: outputSize
          };
          return obj;
        });
      }
      var name$h = "blake3";
      var data$h = "AGFzbQEAAAABMQdgAAF/YAl/f39+f39/f38AYAZ/f39/fn8AYAF/AGADf39/AGABfgBgBX9/fn9/AX8DDg0AAQIDBAUGAwMDAwAEBQQBAQICBg8CfwFBgIAEC38AQYCABAsHggEJBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMADkhhc2hfR2V0QnVmZmVyAAAJSGFzaF9Jbml0AAgLSGFzaF9VcGRhdGUACQpIYXNoX0ZpbmFsAAoNSGFzaF9HZXRTdGF0ZQALDkhhc2hfQ2FsY3VsYXRlAAwKU1RBVEVfU0laRQMBCrRYDQYAQYCBBAvUAgIDfwV+IwBB4ABrIgkkAAJAIAFFDQAgByAFciEKIAYgB0EAIAJBAUYbciAFciELIAStIQwDQCAAKAIAIQcgCUEAKQOAgQU3AwAgCUEAKQOIgQU3AwggCUEAKQOQgQU3AxAgCUEAKQOYgQU3AxggCUEgaiAJIAdBwAAgAyALEAIgB0HAAGohByACIQQCQANAIAkgCSkDQCAJKQMghSINNwMAIAkgCSkDSCAJKQMohSIONwMIIAkgCSkDUCAJKQMwhSIPNwMQIAkgCSkDWCAJKQM4hSIQNwMYIAUhBgJAAkAgBEF/aiIEDgIDAAELIAohBgsgCUEgaiAJIAdBwAAgAyAGEAIgB0HAAGohBwwACwsgCCAQNwMYIAggDzcDECAIIA43AwggCCANNwMAIAhBIGohCCAAQQRqIQAgAyAMfCEDIAFBf2oiAQ0ACwsgCUHgAGokAAv4GwIMfh9/IAIpAyghBiACKQM4IQcgAikDMCEIIAIpAxAhCSACKQMgIQogAikDACELIAIpAwghDCACKQMYIQ0gACABKQMAIg43AwAgACABKQMIIg83AwggACABKQMQIhA3AxAgACAPQiCIpyANpyICaiABKQMYIhFCIIinIhJqIhMgDUIgiKciAWogEyAFc0EQdyIUQbrqv6p6aiIVIBJzQRR3IhZqIhcgDqcgC6ciBWogEKciE2oiGCALQiCIpyISaiAYIASnc0EQdyIYQefMp9AGaiIZIBNzQRR3IhNqIhogGHNBGHciGyAZaiIcIBNzQRl3Ih1qIAenIhNqIh4gB0IgiKciGGogHiAPpyAJpyIZaiARpyIfaiIgIAlCIIinIiFqICAgA3NBEHciA0Hy5rvjA2oiICAfc0EUdyIfaiIiIANzQRh3IiNzQRB3IiQgDkIgiKcgDKciA2ogEEIgiKciJWoiJiAMQiCIpyIeaiAmIARCIIinc0EQdyImQYXdntt7aiInICVzQRR3IiVqIiggJnNBGHciJiAnaiInaiIpIB1zQRR3Ih1qIiogGWogFyAUc0EYdyIrIBVqIiwgFnNBGXciFiAiaiAIpyIUaiIXIAhCIIinIhVqIBcgJnNBEHciFyAcaiIcIBZzQRR3IhZqIiIgF3NBGHciJiAcaiItIBZzQRl3Ii5qIhwgFWogJyAlc0EZdyIlIBpqIAqnIhZqIhogCkIgiKciF2ogGiArc0EQdyIaICMgIGoiIGoiIyAlc0EUdyIlaiInIBpzQRh3IisgHHNBEHciLyAgIB9zQRl3Ih8gKGogBqciGmoiICAGQiCIpyIcaiAgIBtzQRB3IhsgLGoiICAfc0EUdyIfaiIoIBtzQRh3IhsgIGoiIGoiLCAuc0EUdyIuaiIwICcgA2ogKiAkc0EYdyIkIClqIicgHXNBGXciHWoiKSACaiAbIClzQRB3IhsgLWoiKSAdc0EUdyIdaiIqIBtzQRh3IhsgKWoiKSAdc0EZdyIdaiAYaiItIBZqIC0gIiABaiAgIB9zQRl3Ih9qIiAgBWogJCAgc0EQdyIgICsgI2oiImoiIyAfc0EUdyIfaiIkICBzQRh3IiBzQRB3IisgKCAeaiAiICVzQRl3IiJqIiUgGmogJiAlc0EQdyIlICdqIiYgInNBFHciImoiJyAlc0EYdyIlICZqIiZqIiggHXNBFHciHWoiLSABaiAwIC9zQRh3Ii8gLGoiLCAuc0EZdyIuICRqIBdqIiQgE2ogJCAlc0EQdyIkIClqIiUgLnNBFHciKWoiLiAkc0EYdyIkICVqIiUgKXNBGXciKWoiMCATaiAmICJzQRl3IiIgKmogEmoiJiAcaiAmIC9zQRB3IiYgICAjaiIgaiIjICJzQRR3IiJqIiogJnNBGHciJiAwc0EQdyIvICAgH3NBGXciHyAnaiAUaiIgICFqICAgG3NBEHciGyAsaiIgIB9zQRR3Ih9qIicgG3NBGHciGyAgaiIgaiIsIClzQRR3IilqIjAgKiAeaiAtICtzQRh3IiogKGoiKCAdc0EZdyIdaiIrIBlqIBsgK3NBEHciGyAlaiIlIB1zQRR3Ih1qIisgG3NBGHciGyAlaiIlIB1zQRl3Ih1qIBZqIi0gEmogLSAuIBVqICAgH3NBGXciH2oiICADaiAqICBzQRB3IiAgJiAjaiIjaiImIB9zQRR3Ih9qIiogIHNBGHciIHNBEHciLSAnIBpqICMgInNBGXciImoiIyAUaiAkICNzQRB3IiMgKGoiJCAic0EUdyIiaiInICNzQRh3IiMgJGoiJGoiKCAdc0EUdyIdaiIuIBVqIDAgL3NBGHciLyAsaiIsIClzQRl3IikgKmogHGoiKiAYaiAqICNzQRB3IiMgJWoiJSApc0EUdyIpaiIqICNzQRh3IiMgJWoiJSApc0EZdyIpaiIwIBhqICQgInNBGXciIiAraiACaiIkICFqICQgL3NBEHciJCAgICZqIiBqIiYgInNBFHciImoiKyAkc0EYdyIkIDBzQRB3Ii8gICAfc0EZdyIfICdqIBdqIiAgBWogICAbc0EQdyIbICxqIiAgH3NBFHciH2oiJyAbc0EYdyIbICBqIiBqIiwgKXNBFHciKWoiMCArIBpqIC4gLXNBGHciKyAoaiIoIB1zQRl3Ih1qIi0gAWogGyAtc0EQdyIbICVqIiUgHXNBFHciHWoiLSAbc0EYdyIbICVqIiUgHXNBGXciHWogEmoiLiACaiAuICogE2ogICAfc0EZdyIfaiIgIB5qICsgIHNBEHciICAkICZqIiRqIiYgH3NBFHciH2oiKiAgc0EYdyIgc0EQdyIrICcgFGogJCAic0EZdyIiaiIkIBdqICMgJHNBEHciIyAoaiIkICJzQRR3IiJqIicgI3NBGHciIyAkaiIkaiIoIB1zQRR3Ih1qIi4gE2ogMCAvc0EYdyIvICxqIiwgKXNBGXciKSAqaiAhaiIqIBZqICogI3NBEHciIyAlaiIlIClzQRR3IilqIiogI3NBGHciIyAlaiIlIClzQRl3IilqIjAgFmogJCAic0EZdyIiIC1qIBlqIiQgBWogJCAvc0EQdyIkICAgJmoiIGoiJiAic0EUdyIiaiItICRzQRh3IiQgMHNBEHciLyAgIB9zQRl3Ih8gJ2ogHGoiICADaiAgIBtzQRB3IhsgLGoiICAfc0EUdyIfaiInIBtzQRh3IhsgIGoiIGoiLCApc0EUdyIpaiIwIC9zQRh3Ii8gLGoiLCApc0EZdyIpICogGGogICAfc0EZdyIfaiIgIBpqIC4gK3NBGHciKiAgc0EQdyIgICQgJmoiJGoiJiAfc0EUdyIfaiIraiAFaiIuIBJqIC4gJyAXaiAkICJzQRl3IiJqIiQgHGogIyAkc0EQdyIjICogKGoiJGoiJyAic0EUdyIiaiIoICNzQRh3IiNzQRB3IiogLSAUaiAkIB1zQRl3Ih1qIiQgFWogGyAkc0EQdyIbICVqIiQgHXNBFHciHWoiJSAbc0EYdyIbICRqIiRqIi0gKXNBFHciKWoiLiAWaiArICBzQRh3IiAgJmoiJiAfc0EZdyIfIChqICFqIiggHmogKCAbc0EQdyIbICxqIiggH3NBFHciH2oiKyAbc0EYdyIbIChqIiggH3NBGXciH2oiLCAUaiAwICQgHXNBGXciHWogAmoiJCAZaiAkICBzQRB3IiAgIyAnaiIjaiIkIB1zQRR3Ih1qIicgIHNBGHciICAsc0EQdyIsICMgInNBGXciIiAlaiABaiIjIANqICMgL3NBEHciIyAmaiIlICJzQRR3IiJqIiYgI3NBGHciIyAlaiIlaiIvIB9zQRR3Ih9qIjAgLHNBGHciLCAvaiIvIB9zQRl3Ih8gKyAcaiAlICJzQRl3IiJqIiUgIWogLiAqc0EYdyIqICVzQRB3IiUgICAkaiIgaiIkICJzQRR3IiJqIitqIAVqIi4gGmogLiAmIBdqICAgHXNBGXciHWoiICATaiAbICBzQRB3IhsgKiAtaiIgaiImIB1zQRR3Ih1qIiogG3NBGHciG3NBEHciLSAnIBhqICAgKXNBGXciIGoiJyASaiAjICdzQRB3IiMgKGoiJyAgc0EUdyIgaiIoICNzQRh3IiMgJ2oiJ2oiKSAfc0EUdyIfaiIuICFqICsgJXNBGHciISAkaiIkICJzQRl3IiIgKmogFWoiJSAeaiAlICNzQRB3IiMgL2oiJSAic0EUdyIiaiIqICNzQRh3IiMgJWoiJSAic0EZdyIiaiIrIAVqICcgIHNBGXciBSAwaiADaiIgIAJqICAgIXNBEHciISAbICZqIhtqIiAgBXNBFHciBWoiJiAhc0EYdyIhICtzQRB3IicgKCAbIB1zQRl3IhtqIBlqIh0gAWogHSAsc0EQdyIdICRqIiQgG3NBFHciG2oiKCAdc0EYdyIdICRqIiRqIisgInNBFHciImoiLCAnc0EYdyInICtqIisgInNBGXciIiAqIBxqICQgG3NBGXciHGoiGyAYaiAuIC1zQRh3IhggG3NBEHciGyAhICBqIiFqIiAgHHNBFHciHGoiJGogE2oiEyAaaiATICggFmogISAFc0EZdyIFaiIhIAJqICMgIXNBEHciAiAYIClqIhhqIiEgBXNBFHciBWoiFiACc0EYdyICc0EQdyITICYgEmogGCAfc0EZdyISaiIYIBdqIB0gGHNBEHciGCAlaiIXIBJzQRR3IhJqIhogGHNBGHciGCAXaiIXaiIdICJzQRR3Ih9qIiI2AgAgACAXIBJzQRl3IhIgLGogA2oiAyAUaiADICQgG3NBGHciFHNBEHciAyACICFqIgJqIiEgEnNBFHciEmoiFyADc0EYdyIDNgIwIAAgFiAUICBqIhQgHHNBGXciHGogAWoiASAVaiABIBhzQRB3IgEgK2oiGCAcc0EUdyIVaiIWIAFzQRh3IgEgGGoiGCAVc0EZdzYCECAAIBc2AgQgACACIAVzQRl3IgIgGmogHmoiBSAZaiAFICdzQRB3IgUgFGoiGSACc0EUdyICaiIeIAVzQRh3IgU2AjQgACAFIBlqIgU2AiAgACAiIBNzQRh3IhMgHWoiGSAfc0EZdzYCFCAAIBg2AiQgACAeNgIIIAAgATYCOCAAIAMgIWoiASASc0EZdzYCGCAAIBk2AiggACAWNgIMIAAgEzYCPCAAIAUgAnNBGXc2AhwgACABNgIsC+ERCwN/BH4CfwF+AX8EfgJ/AX4CfwF+BH8jAEHQAmsiASQAAkAgAEUNAAJAAkBBAC0AiYIFQQZ0QQAtAIiCBWoiAg0AQYCBBCEDDAELQaCBBUGAgQRBgAggAmsiAiAAIAIgAEkbIgIQBCAAIAJrIgBFDQEgAUEAKQOggQUiBDcDcCABQQApA6iBBSIFNwN4IAFBACkDsIEFIgY3A4ABIAFBACkDuIEFIgc3A4gBIAFBACkDyIEFNwOYASABQQApA9CBBTcDoAEgAUEAKQPYgQU3A6gBQQAtAIqCBSEIQQAtAImCBSEJQQApA8CBBSEKIAFBAC0AiIIFIgs6ANgBIAEgCjcDkAEgAUEAKQPggQU3A7ABIAFBACkD6IEFNwO4ASABQQApA/CBBTcDwAEgAUEAKQP4gQU3A8gBIAFBACkDgIIFNwPQASABIAggCUVyQQJyIgg6ANkBIAEgBzcD+AEgASAGNwPwASABIAU3A+gBIAEgBDcD4AEgASABQeABaiABQZgBaiALIAogCEH/AXEQAiABKQMgIQQgASkDACEFIAEpAyghBiABKQMIIQcgASkDMCEMIAEpAxAhDSABKQM4IQ4gASkDGCEPIAoQBUEAQgA3A4CCBUEAQgA3A/iBBUEAQgA3A/CBBUEAQgA3A+iBBUEAQgA3A+CBBUEAQgA3A9iBBUEAQgA3A9CBBUEAQgA3A8iBBUEAQQApA4CBBTcDoIEFQQBBACkDiIEFNwOogQVBAEEAKQOQgQU3A7CBBUEAQQApA5iBBTcDuIEFQQAtAJCCBSIJQQV0IgggDiAPhTcDqYIFIAggDCANhTcDoYIFIAggBiAHhTcDmYIFIAggBCAFhTcDkYIFQQAgCUEBajoAkIIFQQBBACkDwIEFQgF8NwPAgQVBAEEAOwGIggUgAkGAgQRqIQMLAkAgAEGBCEkNAEEAKQPAgQUhBCABQShqIRADQCAEQgqGIQpCASAAQQFyrXlCP4WGpyECA0AgAiIRQQF2IQIgCiARQX9qrYNCAFINAAsgEUEKdq0hEgJAAkAgEUGACEsNACABQQA7AdgBIAFCADcD0AEgAUIANwPIASABQgA3A8ABIAFCADcDuAEgAUIANwOwASABQgA3A6gBIAFCADcDoAEgAUIANwOYASABQQApA4CBBTcDcCABQQApA4iBBTcDeCABQQApA5CBBTcDgAEgAUEALQCKggU6ANoBIAFBACkDmIEFNwOIASABIAQ3A5ABIAFB8ABqIAMgERAEIAEgASkDcCIENwMAIAEgASkDeCIFNwMIIAEgASkDgAEiBjcDECABIAEpA4gBIgc3AxggASABKQOYATcDKCABIAEpA6ABNwMwIAEgASkDqAE3AzggAS0A2gEhAiABLQDZASEIIAEpA5ABIQogASABLQDYASIJOgBoIAEgCjcDICABIAEpA7ABNwNAIAEgASkDuAE3A0ggASABKQPAATcDUCABIAEpA8gBNwNYIAEgASkD0AE3A2AgASACIAhFckECciICOgBpIAEgBzcDuAIgASAGNwOwAiABIAU3A6gCIAEgBDcDoAIgAUHgAWogAUGgAmogECAJIAogAkH/AXEQAiABKQOAAiEEIAEpA+ABIQUgASkDiAIhBiABKQPoASEHIAEpA5ACIQwgASkD8AEhDSABKQOYAiEOIAEpA/gBIQ8gChAFQQAtAJCCBSIIQQV0IgIgDiAPhTcDqYIFIAIgDCANhTcDoYIFIAIgBiAHhTcDmYIFIAIgBCAFhTcDkYIFQQAgCEEBajoAkIIFDAELAkACQCADIBEgBEEALQCKggUiAiABEAYiE0ECSw0AIAEpAxghCiABKQMQIQQgASkDCCEFIAEpAwAhBgwBCyACQQRyIRRBACkDmIEFIQ1BACkDkIEFIQ5BACkDiIEFIQ9BACkDgIEFIRUDQCATQX5qIhZBAXYiF0EBaiIYQQNxIQlBACELAkACQCAWQQZJDQAgGEH8////B3EhGUEAIQsgAUHIAmohAiABIQgDQCACIAg2AgAgAkEMaiAIQcABajYCACACQQhqIAhBgAFqNgIAIAJBBGogCEHAAGo2AgAgCEGAAmohCCACQRBqIQIgGSALQQRqIgtHDQALIAlFDQELIAEgC0EGdGohAiABQcgCaiALQQJ0aiEIA0AgCCACNgIAIAJBwABqIQIgCEEEaiEIIAlBf2oiCQ0ACwsgAUHIAmohCCABQaACaiECIBghCQNAIAgoAgAhCyABIA03A/gBIAEgDjcD8AEgASAPNwPoASABIBU3A+ABIAFB8ABqIAFB4AFqIAtBwABCACAUEAIgASkDkAEhCiABKQNwIQQgASkDmAEhBSABKQN4IQYgASkDoAEhByABKQOAASEMIAJBGGogASkDqAEgASkDiAGFNwMAIAJBEGogByAMhTcDACACQQhqIAUgBoU3AwAgAiAKIASFNwMAIAJBIGohAiAIQQRqIQggCUF/aiIJDQALAkACQCATIBZBfnFBAmpLDQAgGCETDAELIAFBoAJqIBhBBXRqIgIgASAYQQZ0aiIIKQMANwMAIAIgCCkDCDcDCCACIAgpAxA3AxAgAiAIKQMYNwMYIBdBAmohEwsgASABKQOgAiIGNwMAIAEgASkDqAIiBTcDCCABIAEpA7ACIgQ3AxAgASABKQO4AiIKNwMYIBNBAksNAAsLIAEpAyAhByABKQMoIQwgASkDMCENIAEpAzghDkEAKQPAgQUQBUEALQCQggUiCEEFdCICIAo3A6mCBSACIAQ3A6GCBSACIAU3A5mCBSACIAY3A5GCBUEAIAhBAWo6AJCCBUEAKQPAgQUgEkIBiHwQBUEALQCQggUiCEEFdCICIA43A6mCBSACIA03A6GCBSACIAw3A5mCBSACIAc3A5GCBUEAIAhBAWo6AJCCBQtBAEEAKQPAgQUgEnwiBDcDwIEFIAMgEWohAyAAIBFrIgBBgAhLDQALIABFDQELQaCBBSADIAAQBEEAKQPAgQUQBQsgAUHQAmokAAvsBgIJfwF+IwBBwABrIgMkAAJAAkAgAC0AaCIERQ0AAkBBwAAgBGsiBSACIAUgAkkbIgZFDQAgBkEDcSEHQQAhCAJAAkAgBkEESQ0AIAAgBGohCSAGQXxxIQpBACEIA0AgCSAIaiIFQShqIAEgCGoiCy0AADoAACAFQSlqIAtBAWotAAA6AAAgBUEqaiALQQJqLQAAOgAAIAVBK2ogC0EDai0AADoAACAKIAhBBGoiCEcNAAsgB0UNAQsgASAIaiEFIAggBGogAGpBKGohCANAIAggBS0AADoAACAFQQFqIQUgCEEBaiEIIAdBf2oiBw0ACwsgAC0AaCEECyAAIAQgBmoiBzoAaCABIAZqIQECQCACIAZrIgINAEEAIQIMAgsgAyAAIABBKGpBwAAgACkDICAALQBqIABB6QBqIgUtAAAiCEVyEAIgACADKQMgIAMpAwCFNwMAIAAgAykDKCADKQMIhTcDCCAAIAMpAzAgAykDEIU3AxAgACADKQM4IAMpAxiFNwMYIABBADoAaCAFIAhBAWo6AAAgAEIANwNgIABCADcDWCAAQgA3A1AgAEIANwNIIABCADcDQCAAQgA3AzggAEIANwMwIABCADcDKAtBACEHIAJBwQBJDQAgAEHpAGoiCC0AACEFIAAtAGohCyAAKQMgIQwDQCADIAAgAUHAACAMIAsgBUH/AXFFckH/AXEQAiAAIAMpAyAgAykDAIU3AwAgACADKQMoIAMpAwiFNwMIIAAgAykDMCADKQMQhTcDECAAIAMpAzggAykDGIU3AxggCCAFQQFqIgU6AAAgAUHAAGohASACQUBqIgJBwABLDQALCwJAQcAAIAdB/wFxIgZrIgUgAiAFIAJJGyIKRQ0AIApBA3EhC0EAIQUCQAJAIApBBEkNACAAIAZqIQcgCkH8AHEhCUEAIQUDQCAHIAVqIgJBKGogASAFaiIILQAAOgAAIAJBKWogCEEBai0AADoAACACQSpqIAhBAmotAAA6AAAgAkEraiAIQQNqLQAAOgAAIAkgBUEEaiIFRw0ACyALRQ0BCyABIAVqIQEgBSAGaiAAakEoaiEFA0AgBSABLQAAOgAAIAFBAWohASAFQQFqIQUgC0F/aiILDQALCyAALQBoIQcLIAAgByAKajoAaCADQcAAaiQAC94DBAV/A34FfwZ+IwBB0AFrIgEkAAJAIAB7pyICQQAtAJCCBSIDTw0AQQAtAIqCBUEEciEEIAFBKGohBUEAKQOYgQUhAEEAKQOQgQUhBkEAKQOIgQUhB0EAKQOAgQUhCCADIQkDQCABIAA3AxggASAGNwMQIAEgBzcDCCABIAg3AwAgASAJQQV0IglB0YEFaiIKKQMANwMoIAEgCUHZgQVqIgspAwA3AzAgASAJQeGBBWoiDCkDADcDOCABIAlB6YEFaiINKQMANwNAIAEgCUHxgQVqKQMANwNIIAEgCUH5gQVqKQMANwNQIAEgCUGBggVqKQMANwNYIAlBiYIFaikDACEOIAFBwAA6AGggASAONwNgIAFCADcDICABIAQ6AGkgASAANwOIASABIAY3A4ABIAEgBzcDeCABIAg3A3AgAUGQAWogAUHwAGogBUHAAEIAIARB/wFxEAIgASkDsAEhDiABKQOQASEPIAEpA7gBIRAgASkDmAEhESABKQPAASESIAEpA6ABIRMgDSABKQPIASABKQOoAYU3AwAgDCASIBOFNwMAIAsgECARhTcDACAKIA4gD4U3AwAgA0F/aiIDQf8BcSIJIAJLDQALQQAgAzoAkIIFCyABQdABaiQAC9AIBQF/BH4BfwF+BX8jAEHgAmsiBSQAAkACQCABQYAISw0AIAUgADYC/AEgAUUNAQJAIAFBgAhHDQBBASEBIAVB/AFqQQFBECACQQEgA0EBQQIgBBABDAILIAUgAzoAaiAFQgA3A2AgBUIANwNYIAVCADcDUCAFQgA3A0ggBUIANwNAIAVCADcDOCAFQgA3AzAgBUIANwMoIAUgAjcDICAFQQA7AWggBUEAKQOAgQU3AwAgBUEAKQOIgQU3AwggBUEAKQOQgQU3AxAgBUEAKQOYgQU3AxggBSAAIAEQBCAFIAUpAwAiBjcDiAEgBSAFKQMIIgc3A5ABIAUgBSkDECIINwOYASAFIAUpAxgiCTcDoAEgBSAFKQMoNwOwASAFIAUpAzA3A7gBIAUgBSkDODcDwAEgBS0AaiEAIAUtAGkhCiAFKQMgIQIgBSAFLQBoIgE6APABIAUgAjcDqAEgBSAFKQNANwPIASAFIAUpA0g3A9ABIAUgBSkDUDcD2AEgBSAFKQNYNwPgASAFIAUpA2A3A+gBIAUgACAKRXJBAnIiADoA8QEgBSAJNwOYAiAFIAg3A5ACIAUgBzcDiAIgBSAGNwOAAiAFQaACaiAFQYACaiAFQbABaiABIAIgAEH/AXEQAiAFKQPAAiECIAUpA6ACIQYgBSkDyAIhByAFKQOoAiEIIAUpA9ACIQkgBSkDsAIhCyAEIAUpA9gCIAUpA7gChTcDGCAEIAkgC4U3AxAgBCAHIAiFNwMIIAQgAiAGhTcDAEEBIQEMAQsgAEIBIAFBf2pBCnZBAXKteSIGQj+FhiIHp0EKdCIKIAIgAyAFEAYhDCAAIApqIAEgCmsgByACfCADIAVBIEHAACAGQj9RG2oQBiEAAkAgDEEBRw0AIAQgBSkDADcDACAEIAUpAwg3AwggBCAFKQMQNwMQIAQgBSkDGDcDGCAEIAUpAyA3AyAgBCAFKQMoNwMoIAQgBSkDMDcDMCAEIAUpAzg3AzhBAiEBDAELQQAhAUEAIQoCQCAAIAxqIg1BAkkNACANQX5qIg5BAXZBAWoiAUEDcSEMQQAhDwJAAkAgDkEGSQ0AIAFB/P///wdxIRBBACEPIAVBiAFqIQAgBSEKA0AgACAKNgIAIABBDGogCkHAAWo2AgAgAEEIaiAKQYABajYCACAAQQRqIApBwABqNgIAIApBgAJqIQogAEEQaiEAIBAgD0EEaiIPRw0ACyAMRQ0BCyAFIA9BBnRqIQAgBUGIAWogD0ECdGohCgNAIAogADYCACAAQcAAaiEAIApBBGohCiAMQX9qIgwNAAsLIA5BfnFBAmohCgsgBUGIAWogAUEBQgBBACADQQRyQQBBACAEEAEgDSAKTQ0AIAQgAUEFdGoiACAFIAFBBnRqIgopAwA3AwAgACAKKQMINwMIIAAgCikDEDcDECAAIAopAxg3AxggAUEBaiEBCyAFQeACaiQAIAEL6A8IAn8EfgF/AX4EfwR+An8EfiMAQfABayIBJAACQCAARQ0AAkBBAC0AkIIFIgINACABQQApA6CBBSIDNwMAIAFBACkDqIEFIgQ3AwggAUEAKQOwgQUiBTcDECABQQApA7iBBSIGNwMYIAFBACkDyIEFNwMoIAFBACkD0IEFNwMwIAFBACkD2IEFNwM4QQAtAIqCBSECQQAtAImCBSEHQQApA8CBBSEIIAFBAC0AiIIFIgk6AGggASAINwMgIAFBACkD4IEFNwNAIAFBACkD6IEFNwNIIAFBACkD8IEFNwNQIAFBACkD+IEFNwNYIAFBACkDgIIFNwNgIAEgAiAHRXIiAkECcjoAaSABQShqIQpCACEIQYCBBCELIAJBCnJB/wFxIQwDQCABQbABaiABIAogCUH/AXEgCCAMEAIgASABKQPQASINIAEpA7ABhTcDcCABIAEpA9gBIg4gASkDuAGFNwN4IAEgASkD4AEiDyABKQPAAYU3A4ABIAEgASkD6AEiECAGhTcDqAEgASAPIAWFNwOgASABIA4gBIU3A5gBIAEgDSADhTcDkAEgASAQIAEpA8gBhTcDiAECQAJAIABBwAAgAEHAAEkbIhFBB3EiEg0AIAFB8ABqIQIgCyEHIBEhEgwBCyABQfAAaiECIAshBwNAIAcgAi0AADoAACAHQQFqIQcgAkEBaiECIBJBf2oiEg0ACyARQfgAcSESCwJAIABBCEkNAANAIAcgAikAADcAACAHQQhqIQcgAkEIaiECIBJBeGoiEg0ACwsgCEIBfCEIIAsgEWohCyAAIBFrIgANAAwCCwsCQAJAAkBBAC0AiYIFIgdBAC0AiIIFIgtyQf8BcUUNACABIAs6AGggAUEAKQOAggU3A2AgAUEAKQP4gQU3A1ggAUEAKQPwgQU3A1AgAUEAKQPogQU3A0ggAUEAKQPggQU3A0AgAUEAKQPYgQU3AzggAUEAKQPQgQU3AzAgAUEAKQPIgQU3AyggAUEAKQPAgQUiCDcDICABQQApA7iBBSIDNwMYIAFBACkDsIEFIgQ3AxAgAUEAKQOogQUiBTcDCCABQQApA6CBBSIGNwMAIAFBAC0AioIFIhIgB0H/AXFFckECciIJOgBpIBJBBHIhEkEAKQOYgQUhDUEAKQOQgQUhDkEAKQOIgQUhD0EAKQOAgQUhEAwBC0HAACELIAFBwAA6AGhCACEIIAFCADcDICABQQApA5iBBSINNwMYIAFBACkDkIEFIg43AxAgAUEAKQOIgQUiDzcDCCABQQApA4CBBSIQNwMAIAFBAC0AioIFQQRyIhI6AGkgASACQX5qIgJBBXQiBykDyYIFNwNgIAEgBykDwYIFNwNYIAEgBykDuYIFNwNQIAEgBykDsYIFNwNIIAEgBykDqYIFNwNAIAEgBykDoYIFNwM4IAEgBykDmYIFNwMwIAEgBykDkYIFNwMoIBAhBiAPIQUgDiEEIA0hAyASIQkgAkUNAQsgAkF/aiIHQQV0IhEpA5GCBSETIBEpA5mCBSEUIBEpA6GCBSEVIBEpA6mCBSEWIAEgAzcDiAEgASAENwOAASABIAU3A3ggASAGNwNwIAFBsAFqIAFB8ABqIAFBKGoiESALQf8BcSAIIAlB/wFxEAIgASASOgBpIAFBwAA6AGggASAWNwNAIAEgFTcDOCABIBQ3AzAgASATNwMoIAFCADcDICABIA03AxggASAONwMQIAEgDzcDCCABIBA3AwAgASABKQPoASABKQPIAYU3A2AgASABKQPgASABKQPAAYU3A1ggASABKQPYASABKQO4AYU3A1AgASABKQPQASABKQOwAYU3A0ggB0UNACACQQV0QemBBWohAiASQf8BcSELA0AgAkFoaikDACEIIAJBcGopAwAhAyACQXhqKQMAIQQgAikDACEFIAEgDTcDiAEgASAONwOAASABIA83A3ggASAQNwNwIAFBsAFqIAFB8ABqIBFBwABCACALEAIgASASOgBpIAFBwAA6AGggASAFNwNAIAEgBDcDOCABIAM3AzAgASAINwMoIAFCADcDICABIA03AxggASAONwMQIAEgDzcDCCABIBA3AwAgASABKQPoASABKQPIAYU3A2AgASABKQPgASABKQPAAYU3A1ggASABKQPYASABKQO4AYU3A1AgASABKQPQASABKQOwAYU3A0ggAkFgaiECIAdBf2oiBw0ACwsgAUEoaiEJQgAhCEGAgQQhCyASQQhyQf8BcSEKA0AgAUGwAWogASAJQcAAIAggChACIAEgASkD0AEiAyABKQOwAYU3A3AgASABKQPYASIEIAEpA7gBhTcDeCABIAEpA+ABIgUgASkDwAGFNwOAASABIAEpA+gBIgYgDYU3A6gBIAEgBSAOhTcDoAEgASAEIA+FNwOYASABIAMgEIU3A5ABIAEgBiABKQPIAYU3A4gBAkACQCAAQcAAIABBwABJGyIRQQdxIhINACABQfAAaiECIAshByARIRIMAQsgAUHwAGohAiALIQcDQCAHIAItAAA6AAAgB0EBaiEHIAJBAWohAiASQX9qIhINAAsgEUH4AHEhEgsCQCAAQQhJDQADQCAHIAIpAAA3AAAgB0EIaiEHIAJBCGohAiASQXhqIhINAAsLIAhCAXwhCCALIBFqIQsgACARayIADQALCyABQfABaiQAC6cCAQR+AkACQCAAQSBGDQBCq7OP/JGjs/DbACEBQv+kuYjFkdqCm38hAkLy5rvjo6f9p6V/IQNC58yn0NbQ67O7fyEEQQAhAAwBC0EAKQOYgQQhAUEAKQOQgQQhAkEAKQOIgQQhA0EAKQOAgQQhBEEQIQALQQAgADoAioIFQQBCADcDgIIFQQBCADcD+IEFQQBCADcD8IEFQQBCADcD6IEFQQBCADcD4IEFQQBCADcD2IEFQQBCADcD0IEFQQBCADcDyIEFQQBCADcDwIEFQQAgATcDuIEFQQAgAjcDsIEFQQAgAzcDqIEFQQAgBDcDoIEFQQAgATcDmIEFQQAgAjcDkIEFQQAgAzcDiIEFQQAgBDcDgIEFQQBBADoAkIIFQQBBADsBiIIFCwYAIAAQAwsGACAAEAcLBgBBgIEFC68CAQR+AkACQCABQSBGDQBCq7OP/JGjs/DbACEDQv+kuYjFkdqCm38hBELy5rvjo6f9p6V/IQVC58yn0NbQ67O7fyEGQQAhAQwBC0EAKQOYgQQhA0EAKQOQgQQhBEEAKQOIgQQhBUEAKQOAgQQhBkEQIQELQQAgAToAioIFQQBCADcDgIIFQQBCADcD+IEFQQBCADcD8IEFQQBCADcD6IEFQQBCADcD4IEFQQBCADcD2IEFQQBCADcD0IEFQQBCADcDyIEFQQBCADcDwIEFQQAgAzcDuIEFQQAgBDcDsIEFQQAgBTcDqIEFQQAgBjcDoIEFQQAgAzcDmIEFQQAgBDcDkIEFQQAgBTcDiIEFQQAgBjcDgIEFQQBBADoAkIIFQQBBADsBiIIFIAAQAyACEAcLCwwBAEGAgAQLBHgHAAA=";
      var hash$h = "558f85b5";
      var wasmJson$h = {
        name: name$h,
        data: data$h,
        hash: hash$h
      };
      const mutex$i = new Mutex();
      let wasmCache$i = null;
      function validateBits$2(bits) {
        if (!Number.isInteger(bits) || bits < 8 || bits % 8 !== 0) {
          return new Error("Invalid variant! Valid values: 8, 16, ...");
        }
        return null;
      }
      function blake3(data2, bits = 256, key = null) {
        if (validateBits$2(bits)) {
          return Promise.reject(validateBits$2(bits));
        }
        let keyBuffer = null;
        let initParam = 0;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length !== 32) {
            return Promise.reject(new Error("Key length must be exactly 32 bytes"));
          }
          initParam = 32;
        }
        const hashLength = bits / 8;
        const digestParam = hashLength;
        if (wasmCache$i === null || wasmCache$i.hashLength !== hashLength) {
          return lockedCreate(mutex$i, wasmJson$h, hashLength).then((wasm) => {
            wasmCache$i = wasm;
            if (initParam === 32) {
              wasmCache$i.writeMemory(keyBuffer);
            }
            return wasmCache$i.calculate(data2, initParam, digestParam);
          });
        }
        try {
          if (initParam === 32) {
            wasmCache$i.writeMemory(keyBuffer);
          }
          const hash2 = wasmCache$i.calculate(data2, initParam, digestParam);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createBLAKE3(bits = 256, key = null) {
        if (validateBits$2(bits)) {
          return Promise.reject(validateBits$2(bits));
        }
        let keyBuffer = null;
        let initParam = 0;
        if (key !== null) {
          keyBuffer = getUInt8Buffer(key);
          if (keyBuffer.length !== 32) {
            return Promise.reject(new Error("Key length must be exactly 32 bytes"));
          }
          initParam = 32;
        }
        const outputSize = bits / 8;
        const digestParam = outputSize;
        return WASMInterface(wasmJson$h, outputSize).then((wasm) => {
          if (initParam === 32) {
            wasm.writeMemory(keyBuffer);
          }
          wasm.init(initParam);
          const obj = {
            init: initParam === 32 ? () => {
              wasm.writeMemory(keyBuffer);
              wasm.init(initParam);
              return obj;
            } : () => {
              wasm.init(initParam);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType, digestParam),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: outputSize
          };
          return obj;
        });
      }
      var name$g = "crc32";
      var data$g = "AGFzbQEAAAABEQRgAAF/YAF/AGAAAGACf38AAwgHAAEBAQIAAwUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAACC0hhc2hfVXBkYXRlAAMKSGFzaF9GaW5hbAAEDUhhc2hfR2V0U3RhdGUABQ5IYXNoX0NhbGN1bGF0ZQAGClNUQVRFX1NJWkUDAQrNBwcGAEGAgQQLrgMBA39BgIEFIQFBACECA0AgAUEAQQBBAEEAQQBBAEEAQQAgAkEBcWsgAHEgAkEBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnMiA0EBcWsgAHEgA0EBdnM2AgAgAUEEaiEBIAJBAWoiAkGAAkcNAAtBACEAA0AgAEGEiQVqIABBhIEFaigCACICQf8BcUECdCgCgIEFIAJBCHZzIgI2AgAgAEGEkQVqIAJB/wFxQQJ0KAKAgQUgAkEIdnMiAjYCACAAQYSZBWogAkH/AXFBAnQoAoCBBSACQQh2cyICNgIAIABBhKEFaiACQf8BcUECdCgCgIEFIAJBCHZzIgI2AgAgAEGEqQVqIAJB/wFxQQJ0KAKAgQUgAkEIdnMiAjYCACAAQYSxBWogAkH/AXFBAnQoAoCBBSACQQh2cyICNgIAIABBhLkFaiACQf8BcUECdCgCgIEFIAJBCHZzNgIAIABBBGoiAEH8B0cNAAsLJwACQEEAKAKAwQUgAEYNACAAEAFBACAANgKAwQULQQBBADYChMEFC+kCAQN/QQAoAoTBBUF/cyEBQYCBBCECAkAgAEEISQ0AQYCBBCECA0AgAkEEaigCACIDQQ52QfwHcSgCgIkFIANBFnZB/AdxKAKAgQVzIANBBnZB/AdxKAKAkQVzIANB/wFxQQJ0KAKAmQVzIAIoAgAgAXMiAUEWdkH8B3EoAoChBXMgAUEOdkH8B3EoAoCpBXMgAUEGdkH8B3EoAoCxBXMgAUH/AXFBAnQoAoC5BXMhASACQQhqIQIgAEF4aiIAQQdLDQALCwJAIABFDQACQAJAIABBAXENACAAIQMMAQsgAUH/AXEgAi0AAHNBAnQoAoCBBSABQQh2cyEBIAJBAWohAiAAQX9qIQMLIABBAUYNAANAIAFB/wFxIAItAABzQQJ0KAKAgQUgAUEIdnMiAUH/AXEgAkEBai0AAHNBAnQoAoCBBSABQQh2cyEBIAJBAmohAiADQX5qIgMNAAsLQQAgAUF/czYChMEFCykBAX9BAEEAKAKEwQUiAEH/gfwHcUEIeCAAQRh4Qf+B/AdxcjYCgIEECwYAQYTBBQtQAAJAQQAoAoDBBSABRg0AIAEQAUEAIAE2AoDBBQtBAEEANgKEwQUgABADQQBBACgChMEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AoCBBAsLDAEAQYCABAsEBAAAAA==";
      var hash$g = "e5d47522";
      var wasmJson$g = {
        name: name$g,
        data: data$g,
        hash: hash$g
      };
      const mutex$h = new Mutex();
      let wasmCache$h = null;
      function validatePoly(poly) {
        if (!Number.isInteger(poly) || poly < 0 || poly > 4294967295) {
          return new Error("Polynomial must be a valid 32-bit long unsigned integer");
        }
        return null;
      }
      function crc32(data2, polynomial = 3988292384) {
        if (validatePoly(polynomial)) {
          return Promise.reject(validatePoly(polynomial));
        }
        if (wasmCache$h === null) {
          return lockedCreate(mutex$h, wasmJson$g, 4).then((wasm) => {
            wasmCache$h = wasm;
            return wasmCache$h.calculate(data2, polynomial);
          });
        }
        try {
          const hash2 = wasmCache$h.calculate(data2, polynomial);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createCRC32(polynomial = 3988292384) {
        if (validatePoly(polynomial)) {
          return Promise.reject(validatePoly(polynomial));
        }
        return WASMInterface(wasmJson$g, 4).then((wasm) => {
          wasm.init(polynomial);
          const obj = {
            init: () => {
              wasm.init(polynomial);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 4,
            digestSize: 4
          };
          return obj;
        });
      }
      var name$f = "crc64";
      var data$f = "AGFzbQEAAAABDANgAAF/YAAAYAF/AAMHBgABAgEAAQUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAADDUhhc2hfR2V0U3RhdGUABA5IYXNoX0NhbGN1bGF0ZQAFClNUQVRFX1NJWkUDAQrSBwYGAEGAgQQL4QMDAX4BfwJ+AkBBACkDgIEGQQApA4CBBCIAUQ0AQYCBBSEBQgAhAgNAIAFCAEIAQgBCAEIAQgBCAEIAIAJCAYN9IACDIAJCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFIgNCAYN9IACDIANCAYiFNwMAIAFBCGohASACQgF8IgJCgAJSDQALQQAhAQNAIAFBiJEFaiABQYiBBWopAwAiAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYihBWogAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYixBWogAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYjBBWogAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYjRBWogAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYjhBWogAqdB/wFxQQN0KQOAgQUgAkIIiIUiAjcDACABQYjxBWogAqdB/wFxQQN0KQOAgQUgAkIIiIU3AwAgAUEIaiIBQfgPRw0AC0EAIAA3A4CBBgtBAEIANwOIgQYL9QICAX4Cf0EAKQOIgQZCf4UhAUGAgQQhAgJAIABBCEkNAEGAgQQhAgNAIAIpAwAgAYUiAUIwiKdB/wFxQQN0KQOAkQUgAUI4iKdBA3QpA4CBBYUgAUIoiKdB/wFxQQN0KQOAoQWFIAFCIIinQf8BcUEDdCkDgLEFhSABpyIDQRV2QfgPcSkDgMEFhSADQQ12QfgPcSkDgNEFhSADQQV2QfgPcSkDgOEFhSADQf8BcUEDdCkDgPEFhSEBIAJBCGohAiAAQXhqIgBBB0sNAAsLAkAgAEUNAAJAAkAgAEEBcQ0AIAAhAwwBCyABQv8BgyACMQAAhadBA3QpA4CBBSABQgiIhSEBIAJBAWohAiAAQX9qIQMLIABBAUYNAANAIAFC/wGDIAIxAACFp0EDdCkDgIEFIAFCCIiFIgFC/wGDIAJBAWoxAACFp0EDdCkDgIEFIAFCCIiFIQEgAkECaiECIANBfmoiAw0ACwtBACABQn+FNwOIgQYLZQEBfkEAQQApA4iBBiIAQjiGIABCgP4Dg0IohoQgAEKAgPwHg0IYhiAAQoCAgPgPg0IIhoSEIABCCIhCgICA+A+DIABCGIhCgID8B4OEIABCKIhCgP4DgyAAQjiIhISENwOAgQQLBgBBiIEGCwIACwsMAQBBgIAECwQIAAAA";
      var hash$f = "c112163d";
      var wasmJson$f = {
        name: name$f,
        data: data$f,
        hash: hash$f
      };
      const mutex$g = new Mutex();
      let wasmCache$g = null;
      const polyBuffer = new Uint8Array(8);
      function parsePoly(poly) {
        const errText = "Polynomial must be provided as a 16 char long hex string";
        if (typeof poly !== "string" || poly.length !== 16) {
          return { hi: 0, lo: 0, err: new Error(errText) };
        }
        const hi = Number(`0x${poly.slice(0, 8)}`);
        const lo = Number(`0x${poly.slice(8)}`);
        if (Number.isNaN(hi) || Number.isNaN(lo)) {
          return { hi, lo, err: new Error(errText) };
        }
        return { hi, lo, err: null };
      }
      function writePoly(arr, lo, hi) {
        const buffer = new DataView(arr);
        buffer.setUint32(0, lo, true);
        buffer.setUint32(4, hi, true);
      }
      function crc64(data2, polynomial = "c96c5795d7870f42") {
        const { hi, lo, err } = parsePoly(polynomial);
        if (err !== null) {
          return Promise.reject(err);
        }
        if (wasmCache$g === null) {
          return lockedCreate(mutex$g, wasmJson$f, 8).then((wasm) => {
            wasmCache$g = wasm;
            writePoly(polyBuffer.buffer, lo, hi);
            wasmCache$g.writeMemory(polyBuffer);
            return wasmCache$g.calculate(data2);
          });
        }
        try {
          writePoly(polyBuffer.buffer, lo, hi);
          wasmCache$g.writeMemory(polyBuffer);
          const hash2 = wasmCache$g.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err2) {
          return Promise.reject(err2);
        }
      }
      function createCRC64(polynomial = "c96c5795d7870f42") {
        const { hi, lo, err } = parsePoly(polynomial);
        if (err !== null) {
          return Promise.reject(err);
        }
        return WASMInterface(wasmJson$f, 8).then((wasm) => {
          const instanceBuffer = new Uint8Array(8);
          writePoly(instanceBuffer.buffer, lo, hi);
          wasm.writeMemory(instanceBuffer);
          wasm.init();
          const obj = {
            init: () => {
              wasm.writeMemory(instanceBuffer);
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 8,
            digestSize: 8
          };
          return obj;
        });
      }
      var name$e = "md4";
      var data$e = "AGFzbQEAAAABEgRgAAF/YAAAYAF/AGACf38BfwMIBwABAgMBAAIFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAQtIYXNoX1VwZGF0ZQACCkhhc2hfRmluYWwABA1IYXNoX0dldFN0YXRlAAUOSGFzaF9DYWxjdWxhdGUABgpTVEFURV9TSVpFAwEK5xYHBgBBgIEECy0AQQBC/rnrxemOlZkQNwKQgQVBAEKBxpS6lvHq5m83AoiBBUEAQgA3AoCBBQvKBQEHf0EAQQAoAoCBBSIBIABqQf////8BcSICNgKAgQVBAEEAKAKEgQUgAiABSWogAEEddmo2AoSBBQJAAkACQAJAAkACQCABQT9xIgMNAEGAgQQhBAwBCyAAQcAAIANrIgVJDQEgBUEDcSEGQQAhAQJAAkAgA0E/c0EDSQ0AIANBgIEFaiEEIAVB/ABxIQdBACEBA0AgBCABaiICQRhqIAFBgIEEai0AADoAACACQRlqIAFBgYEEai0AADoAACACQRpqIAFBgoEEai0AADoAACACQRtqIAFBg4EEai0AADoAACAHIAFBBGoiAUcNAAsgBkUNAQsgA0GYgQVqIQIDQCACIAFqIAFBgIEEai0AADoAACABQQFqIQEgBkF/aiIGDQALC0GYgQVBwAAQAxogACAFayEAIAVBgIEEaiEECyAAQcAATw0BIAAhAgwCCyAARQ0CIABBA3EhBkEAIQECQCAAQQRJDQAgA0GAgQVqIQQgAEF8cSEAQQAhAQNAIAQgAWoiAkEYaiABQYCBBGotAAA6AAAgAkEZaiABQYGBBGotAAA6AAAgAkEaaiABQYKBBGotAAA6AAAgAkEbaiABQYOBBGotAAA6AAAgACABQQRqIgFHDQALIAZFDQMLIANBmIEFaiECA0AgAiABaiABQYCBBGotAAA6AAAgAUEBaiEBIAZBf2oiBg0ADAMLCyAAQT9xIQIgBCAAQUBxEAMhBAsgAkUNACACQQNxIQZBACEBAkAgAkEESQ0AIAJBPHEhAEEAIQEDQCABQZiBBWogBCABaiICLQAAOgAAIAFBmYEFaiACQQFqLQAAOgAAIAFBmoEFaiACQQJqLQAAOgAAIAFBm4EFaiACQQNqLQAAOgAAIAAgAUEEaiIBRw0ACyAGRQ0BCwNAIAFBmIEFaiAEIAFqLQAAOgAAIAFBAWohASAGQX9qIgYNAAsLC5gLARd/QQAoApSBBSECQQAoApCBBSEDQQAoAoyBBSEEQQAoAoiBBSEFA0AgAEEcaigCACIGIABBFGooAgAiByAAQRhqKAIAIgggAEEQaigCACIJIABBLGooAgAiCiAAQShqKAIAIgsgAEEkaigCACIMIABBIGooAgAiDSALIAggAEEIaigCACIOIANqIABBBGooAgAiDyACaiAEIAMgAnNxIAJzIAVqIAAoAgAiEGpBA3ciESAEIANzcSADc2pBB3ciEiARIARzcSAEc2pBC3ciE2ogEiAHaiAJIBFqIABBDGooAgAiFCAEaiATIBIgEXNxIBFzakETdyIRIBMgEnNxIBJzakEDdyISIBEgE3NxIBNzakEHdyITIBIgEXNxIBFzakELdyIVaiATIAxqIBIgDWogESAGaiAVIBMgEnNxIBJzakETdyIRIBUgE3NxIBNzakEDdyISIBEgFXNxIBVzakEHdyITIBIgEXNxIBFzakELdyIVIABBOGooAgAiFmogEyAAQTRqKAIAIhdqIBIgAEEwaigCACIYaiARIApqIBUgEyASc3EgEnNqQRN3IhIgFSATc3EgE3NqQQN3IhMgEiAVc3EgFXNqQQd3IhUgEyASc3EgEnNqQQt3IhFqIAkgFWogECATaiASIABBPGooAgAiCWogESAVIBNzcSATc2pBE3ciEiARIBVycSARIBVxcmpBmfOJ1AVqQQN3IhMgEiARcnEgEiARcXJqQZnzidQFakEFdyIRIBMgEnJxIBMgEnFyakGZ84nUBWpBCXciFWogByARaiAPIBNqIBggEmogFSARIBNycSARIBNxcmpBmfOJ1AVqQQ13IhIgFSARcnEgFSARcXJqQZnzidQFakEDdyIRIBIgFXJxIBIgFXFyakGZ84nUBWpBBXciEyARIBJycSARIBJxcmpBmfOJ1AVqQQl3IhVqIAggE2ogDiARaiAXIBJqIBUgEyARcnEgEyARcXJqQZnzidQFakENdyIRIBUgE3JxIBUgE3FyakGZ84nUBWpBA3ciEiARIBVycSARIBVxcmpBmfOJ1AVqQQV3IhMgEiARcnEgEiARcXJqQZnzidQFakEJdyIVaiAGIBNqIBQgEmogFiARaiAVIBMgEnJxIBMgEnFyakGZ84nUBWpBDXciESAVIBNycSAVIBNxcmpBmfOJ1AVqQQN3IhIgESAVcnEgESAVcXJqQZnzidQFakEFdyITIBIgEXJxIBIgEXFyakGZ84nUBWpBCXciFWogECASaiAJIBFqIBUgEyAScnEgEyAScXJqQZnzidQFakENdyIGIBVzIhIgE3NqQaHX5/YGakEDdyIRIAZzIA0gE2ogEiARc2pBodfn9gZqQQl3IhJzakGh1+f2BmpBC3ciE2ogDiARaiATIBJzIBggBmogEiARcyATc2pBodfn9gZqQQ93IhFzakGh1+f2BmpBA3ciFSARcyALIBJqIBEgE3MgFXNqQaHX5/YGakEJdyISc2pBodfn9gZqQQt3IhNqIA8gFWogEyAScyAWIBFqIBIgFXMgE3NqQaHX5/YGakEPdyIRc2pBodfn9gZqQQN3IhUgEXMgDCASaiARIBNzIBVzakGh1+f2BmpBCXciEnNqQaHX5/YGakELdyITaiAUIBVqIBMgEnMgFyARaiASIBVzIBNzakGh1+f2BmpBD3ciEXNqQaHX5/YGakEDdyIVIBFzIAogEmogESATcyAVc2pBodfn9gZqQQl3IhJzakGh1+f2BmpBC3ciEyADaiEDIAkgEWogEiAVcyATc2pBodfn9gZqQQ93IARqIQQgEiACaiECIBUgBWohBSAAQcAAaiEAIAFBQGoiAQ0AC0EAIAI2ApSBBUEAIAM2ApCBBUEAIAQ2AoyBBUEAIAU2AoiBBSAAC44FAQd/QQAoAoCBBUE/cSIAQYABOgCYgQUCQAJAAkAgAEE/cyIBQQdLDQACQCAAQT9GDQAgAUEDcSEBQQAhAgJAIABBO0sNAEE7IABrQQJ2QQFqIgNBA3EhBEEAIQICQAJAIABBL0sNACAAQYCBBWohBSADQQJ0QfAAcSEGQQAhAgNAIAUgAmoiA0EhakIANwAAIANBGWpCADcAACAGIAJBEGoiAkcNAAsgBEUNAQsgBEECdCEFIAIgAGpBgIEFaiEGQQAhAwNAIAYgA2pBGWpBADYAACAFIANBBGoiA0cNAAsgAiADaiECCyABRQ0BCyACIABqQZmBBWohAwNAIANBADoAACADQQFqIQMgAUF/aiIBDQALC0GYgQUhAkGYgQVBwAAQAxpBgIEFIQFBNyEDDAELIABBN0YNAUE2IABrIgIhAwJAIAFBA3EiAUUNAEEAIAFrIQFBACEDA0AgA0HPgQVqQQA6AAAgASADQX9qIgNHDQALIAIgA2ohAwsgAkEDSQ0BIABBAWoiAkGAgQVqIQEgAkGYgQVqIQICQCADQX1qIgBBBHENACACIANqIgVBADoAACABIANqQRZqQQA7AAAgBUF9akEAOgAAIANBfGohAwsgAEEESQ0BCyACQXlqIQJBfyEFA0AgAiADaiIAQQdqQQA6AAAgASADaiIGQRZqQQA7AAAgAEEDakEAOwAAIAZBEmpBADsAACAAQQA6AAAgAkF4aiECIAFBeGohASADIAVBCGoiBUcNAAsLQQBBACgChIEFNgLUgQVBAEEAKAKAgQVBA3QiAzYC0IEFQQAgAzYCgIEFQZiBBUHAABADGkEAQQApAoiBBTcDgIEEQQBBACkCkIEFNwOIgQQLBgBBgIEFCzMAQQBC/rnrxemOlZkQNwKQgQVBAEKBxpS6lvHq5m83AoiBBUEAQgA3AoCBBSAAEAIQBAsLDAEAQYCABAsEmAAAAA==";
      var hash$e = "714a79fb";
      var wasmJson$e = {
        name: name$e,
        data: data$e,
        hash: hash$e
      };
      const mutex$f = new Mutex();
      let wasmCache$f = null;
      function md4(data2) {
        if (wasmCache$f === null) {
          return lockedCreate(mutex$f, wasmJson$e, 16).then((wasm) => {
            wasmCache$f = wasm;
            return wasmCache$f.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$f.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createMD4() {
        return WASMInterface(wasmJson$e, 16).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 16
          };
          return obj;
        });
      }
      var name$d = "md5";
      var data$d = "AGFzbQEAAAABEgRgAAF/YAAAYAF/AGACf38BfwMIBwABAgMBAAIFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAQtIYXNoX1VwZGF0ZQACCkhhc2hfRmluYWwABA1IYXNoX0dldFN0YXRlAAUOSGFzaF9DYWxjdWxhdGUABgpTVEFURV9TSVpFAwEKgxwHBgBBgIEECy0AQQBC/rnrxemOlZkQNwKQgQVBAEKBxpS6lvHq5m83AoiBBUEAQgA3AoCBBQvKBQEHf0EAQQAoAoCBBSIBIABqQf////8BcSICNgKAgQVBAEEAKAKEgQUgAiABSWogAEEddmo2AoSBBQJAAkACQAJAAkACQCABQT9xIgMNAEGAgQQhBAwBCyAAQcAAIANrIgVJDQEgBUEDcSEGQQAhAQJAAkAgA0E/c0EDSQ0AIANBgIEFaiEEIAVB/ABxIQdBACEBA0AgBCABaiICQRhqIAFBgIEEai0AADoAACACQRlqIAFBgYEEai0AADoAACACQRpqIAFBgoEEai0AADoAACACQRtqIAFBg4EEai0AADoAACAHIAFBBGoiAUcNAAsgBkUNAQsgA0GYgQVqIQIDQCACIAFqIAFBgIEEai0AADoAACABQQFqIQEgBkF/aiIGDQALC0GYgQVBwAAQAxogACAFayEAIAVBgIEEaiEECyAAQcAATw0BIAAhAgwCCyAARQ0CIABBA3EhBkEAIQECQCAAQQRJDQAgA0GAgQVqIQQgAEF8cSEAQQAhAQNAIAQgAWoiAkEYaiABQYCBBGotAAA6AAAgAkEZaiABQYGBBGotAAA6AAAgAkEaaiABQYKBBGotAAA6AAAgAkEbaiABQYOBBGotAAA6AAAgACABQQRqIgFHDQALIAZFDQMLIANBmIEFaiECA0AgAiABaiABQYCBBGotAAA6AAAgAUEBaiEBIAZBf2oiBg0ADAMLCyAAQT9xIQIgBCAAQUBxEAMhBAsgAkUNACACQQNxIQZBACEBAkAgAkEESQ0AIAJBPHEhAEEAIQEDQCABQZiBBWogBCABaiICLQAAOgAAIAFBmYEFaiACQQFqLQAAOgAAIAFBmoEFaiACQQJqLQAAOgAAIAFBm4EFaiACQQNqLQAAOgAAIAAgAUEEaiIBRw0ACyAGRQ0BCwNAIAFBmIEFaiAEIAFqLQAAOgAAIAFBAWohASAGQX9qIgYNAAsLC7QQARl/QQAoApSBBSECQQAoApCBBSEDQQAoAoyBBSEEQQAoAoiBBSEFA0AgAEEIaigCACIGIABBGGooAgAiByAAQShqKAIAIgggAEE4aigCACIJIABBPGooAgAiCiAAQQxqKAIAIgsgAEEcaigCACIMIABBLGooAgAiDSAMIAsgCiANIAkgCCAHIAMgBmogAiAAQQRqKAIAIg5qIAUgBCACIANzcSACc2ogACgCACIPakH4yKq7fWpBB3cgBGoiECAEIANzcSADc2pB1u6exn5qQQx3IBBqIhEgECAEc3EgBHNqQdvhgaECakERdyARaiISaiAAQRRqKAIAIhMgEWogAEEQaigCACIUIBBqIAQgC2ogEiARIBBzcSAQc2pB7p33jXxqQRZ3IBJqIhAgEiARc3EgEXNqQa+f8Kt/akEHdyAQaiIRIBAgEnNxIBJzakGqjJ+8BGpBDHcgEWoiEiARIBBzcSAQc2pBk4zBwXpqQRF3IBJqIhVqIABBJGooAgAiFiASaiAAQSBqKAIAIhcgEWogDCAQaiAVIBIgEXNxIBFzakGBqppqakEWdyAVaiIQIBUgEnNxIBJzakHYsYLMBmpBB3cgEGoiESAQIBVzcSAVc2pBr++T2nhqQQx3IBFqIhIgESAQc3EgEHNqQbG3fWpBEXcgEmoiFWogAEE0aigCACIYIBJqIABBMGooAgAiGSARaiANIBBqIBUgEiARc3EgEXNqQb6v88p4akEWdyAVaiIQIBUgEnNxIBJzakGiosDcBmpBB3cgEGoiESAQIBVzcSAVc2pBk+PhbGpBDHcgEWoiFSARIBBzcSAQc2pBjofls3pqQRF3IBVqIhJqIAcgFWogDiARaiAKIBBqIBIgFSARc3EgEXNqQaGQ0M0EakEWdyASaiIQIBJzIBVxIBJzakHiyviwf2pBBXcgEGoiESAQcyAScSAQc2pBwOaCgnxqQQl3IBFqIhIgEXMgEHEgEXNqQdG0+bICakEOdyASaiIVaiAIIBJqIBMgEWogDyAQaiAVIBJzIBFxIBJzakGqj9vNfmpBFHcgFWoiECAVcyAScSAVc2pB3aC8sX1qQQV3IBBqIhEgEHMgFXEgEHNqQdOokBJqQQl3IBFqIhIgEXMgEHEgEXNqQYHNh8V9akEOdyASaiIVaiAJIBJqIBYgEWogFCAQaiAVIBJzIBFxIBJzakHI98++fmpBFHcgFWoiECAVcyAScSAVc2pB5puHjwJqQQV3IBBqIhEgEHMgFXEgEHNqQdaP3Jl8akEJdyARaiISIBFzIBBxIBFzakGHm9Smf2pBDncgEmoiFWogBiASaiAYIBFqIBcgEGogFSAScyARcSASc2pB7anoqgRqQRR3IBVqIhAgFXMgEnEgFXNqQYXSj896akEFdyAQaiIRIBBzIBVxIBBzakH4x75nakEJdyARaiISIBFzIBBxIBFzakHZhby7BmpBDncgEmoiFWogFyASaiATIBFqIBkgEGogFSAScyARcSASc2pBipmp6XhqQRR3IBVqIhAgFXMiFSASc2pBwvJoakEEdyAQaiIRIBVzakGB7ce7eGpBC3cgEWoiEiARcyIaIBBzakGiwvXsBmpBEHcgEmoiFWogFCASaiAOIBFqIAkgEGogFSAac2pBjPCUb2pBF3cgFWoiECAVcyIVIBJzakHE1PulempBBHcgEGoiESAVc2pBqZ/73gRqQQt3IBFqIhIgEXMiCSAQc2pB4JbttX9qQRB3IBJqIhVqIA8gEmogGCARaiAIIBBqIBUgCXNqQfD4/vV7akEXdyAVaiIQIBVzIhUgEnNqQcb97cQCakEEdyAQaiIRIBVzakH6z4TVfmpBC3cgEWoiEiARcyIIIBBzakGF4bynfWpBEHcgEmoiFWogGSASaiAWIBFqIAcgEGogFSAIc2pBhbqgJGpBF3cgFWoiESAVcyIQIBJzakG5oNPOfWpBBHcgEWoiEiAQc2pB5bPutn5qQQt3IBJqIhUgEnMiByARc2pB+PmJ/QFqQRB3IBVqIhBqIAwgFWogDyASaiAGIBFqIBAgB3NqQeWssaV8akEXdyAQaiIRIBVBf3NyIBBzakHExKShf2pBBncgEWoiEiAQQX9zciARc2pBl/+rmQRqQQp3IBJqIhAgEUF/c3IgEnNqQafH0Nx6akEPdyAQaiIVaiALIBBqIBkgEmogEyARaiAVIBJBf3NyIBBzakG5wM5kakEVdyAVaiIRIBBBf3NyIBVzakHDs+2qBmpBBncgEWoiECAVQX9zciARc2pBkpmz+HhqQQp3IBBqIhIgEUF/c3IgEHNqQf3ov39qQQ93IBJqIhVqIAogEmogFyAQaiAOIBFqIBUgEEF/c3IgEnNqQdG7kax4akEVdyAVaiIQIBJBf3NyIBVzakHP/KH9BmpBBncgEGoiESAVQX9zciAQc2pB4M2zcWpBCncgEWoiEiAQQX9zciARc2pBlIaFmHpqQQ93IBJqIhVqIA0gEmogFCARaiAYIBBqIBUgEUF/c3IgEnNqQaGjoPAEakEVdyAVaiIQIBJBf3NyIBVzakGC/c26f2pBBncgEGoiESAVQX9zciAQc2pBteTr6XtqQQp3IBFqIhIgEEF/c3IgEXNqQbul39YCakEPdyASaiIVIARqIBYgEGogFSARQX9zciASc2pBkaeb3H5qQRV3aiEEIBUgA2ohAyASIAJqIQIgESAFaiEFIABBwABqIQAgAUFAaiIBDQALQQAgAjYClIEFQQAgAzYCkIEFQQAgBDYCjIEFQQAgBTYCiIEFIAALjgUBB39BACgCgIEFQT9xIgBBgAE6AJiBBQJAAkACQCAAQT9zIgFBB0sNAAJAIABBP0YNACABQQNxIQFBACECAkAgAEE7Sw0AQTsgAGtBAnZBAWoiA0EDcSEEQQAhAgJAAkAgAEEvSw0AIABBgIEFaiEFIANBAnRB8ABxIQZBACECA0AgBSACaiIDQSFqQgA3AAAgA0EZakIANwAAIAYgAkEQaiICRw0ACyAERQ0BCyAEQQJ0IQUgAiAAakGAgQVqIQZBACEDA0AgBiADakEZakEANgAAIAUgA0EEaiIDRw0ACyACIANqIQILIAFFDQELIAIgAGpBmYEFaiEDA0AgA0EAOgAAIANBAWohAyABQX9qIgENAAsLQZiBBSECQZiBBUHAABADGkGAgQUhAUE3IQMMAQsgAEE3Rg0BQTYgAGsiAiEDAkAgAUEDcSIBRQ0AQQAgAWshAUEAIQMDQCADQc+BBWpBADoAACABIANBf2oiA0cNAAsgAiADaiEDCyACQQNJDQEgAEEBaiICQYCBBWohASACQZiBBWohAgJAIANBfWoiAEEEcQ0AIAIgA2oiBUEAOgAAIAEgA2pBFmpBADsAACAFQX1qQQA6AAAgA0F8aiEDCyAAQQRJDQELIAJBeWohAkF/IQUDQCACIANqIgBBB2pBADoAACABIANqIgZBFmpBADsAACAAQQNqQQA7AAAgBkESakEAOwAAIABBADoAACACQXhqIQIgAUF4aiEBIAMgBUEIaiIFRw0ACwtBAEEAKAKEgQU2AtSBBUEAQQAoAoCBBUEDdCIDNgLQgQVBACADNgKAgQVBmIEFQcAAEAMaQQBBACkCiIEFNwOAgQRBAEEAKQKQgQU3A4iBBAsGAEGAgQULMwBBAEL+uevF6Y6VmRA3ApCBBUEAQoHGlLqW8ermbzcCiIEFQQBCADcCgIEFIAAQAhAECwsMAQBBgIAECwSYAAAA";
      var hash$d = "dc3031df";
      var wasmJson$d = {
        name: name$d,
        data: data$d,
        hash: hash$d
      };
      const mutex$e = new Mutex();
      let wasmCache$e = null;
      function md5(data2) {
        if (wasmCache$e === null) {
          return lockedCreate(mutex$e, wasmJson$d, 16).then((wasm) => {
            wasmCache$e = wasm;
            return wasmCache$e.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$e.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createMD5() {
        return WASMInterface(wasmJson$d, 16).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 16
          };
          return obj;
        });
      }
      var name$c = "sha1";
      var data$c = "AGFzbQEAAAABEQRgAAF/YAF/AGAAAGACf38AAwkIAAECAwECAAEFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAgtIYXNoX1VwZGF0ZQAECkhhc2hfRmluYWwABQ1IYXNoX0dldFN0YXRlAAYOSGFzaF9DYWxjdWxhdGUABwpTVEFURV9TSVpFAwEKpCgIBgBBgIEEC/8gCgF+An8BfgF/AX4DfwF+AX8Bfkd/QQAgACkDECIBQiCIpyICQf+B/AdxQQh4IAJBGHhB/4H8B3FyIgMgACkDCCIEQiCIpyICQf+B/AdxQQh4IAJBGHhB/4H8B3FyIgVzIAApAygiBkIgiKciAkH/gfwHcUEIeCACQRh4Qf+B/AdxciIHcyAEpyICQf+B/AdxQQh4IAJBGHhB/4H8B3FyIgggACkDACIEpyICQf+B/AdxQQh4IAJBGHhB/4H8B3FyIglzIAApAyAiCqciAkH/gfwHcUEIeCACQRh4Qf+B/AdxciILcyAAKQMwIgxCIIinIgJB/4H8B3FBCHggAkEYeEH/gfwHcXIiAnNBAXciDXNBAXciDiAFIARCIIinIg9B/4H8B3FBCHggD0EYeEH/gfwHcXIiEHMgCkIgiKciD0H/gfwHcUEIeCAPQRh4Qf+B/AdxciIRcyAAKQM4IgSnIg9B/4H8B3FBCHggD0EYeEH/gfwHcXIiD3NBAXciEnMgByARcyAScyALIAApAxgiCqciAEH/gfwHcUEIeCAAQRh4Qf+B/AdxciITcyAPcyAOc0EBdyIAc0EBdyIUcyANIA9zIABzIAIgB3MgDnMgBqciFUH/gfwHcUEIeCAVQRh4Qf+B/AdxciIWIAtzIA1zIApCIIinIhVB/4H8B3FBCHggFUEYeEH/gfwHcXIiFyADcyACcyABpyIVQf+B/AdxQQh4IBVBGHhB/4H8B3FyIhggCHMgFnMgBEIgiKciFUH/gfwHcUEIeCAVQRh4Qf+B/AdxciIVc0EBdyIZc0EBdyIac0EBdyIbc0EBdyIcc0EBdyIdc0EBdyIeIBIgFXMgESAXcyAVcyATIBhzIAynIh9B/4H8B3FBCHggH0EYeEH/gfwHcXIiIHMgEnNBAXciH3NBAXciIXMgDyAgcyAfcyAUc0EBdyIic0EBdyIjcyAUICFzICNzIAAgH3MgInMgHnNBAXciJHNBAXciJXMgHSAicyAkcyAcIBRzIB5zIBsgAHMgHXMgGiAOcyAccyAZIA1zIBtzIBUgAnMgGnMgICAWcyAZcyAhc0EBdyImc0EBdyInc0EBdyIoc0EBdyIpc0EBdyIqc0EBdyIrc0EBdyIsc0EBdyItICMgJ3MgISAacyAncyAfIBlzICZzICNzQQF3Ii5zQQF3Ii9zICIgJnMgLnMgJXNBAXciMHNBAXciMXMgJSAvcyAxcyAkIC5zIDBzIC1zQQF3IjJzQQF3IjNzICwgMHMgMnMgKyAlcyAtcyAqICRzICxzICkgHnMgK3MgKCAdcyAqcyAnIBxzIClzICYgG3MgKHMgL3NBAXciNHNBAXciNXNBAXciNnNBAXciN3NBAXciOHNBAXciOXNBAXciOnNBAXciOyAxIDVzIC8gKXMgNXMgLiAocyA0cyAxc0EBdyI8c0EBdyI9cyAwIDRzIDxzIDNzQQF3Ij5zQQF3Ij9zIDMgPXMgP3MgMiA8cyA+cyA7c0EBdyJAc0EBdyJBcyA6ID5zIEBzIDkgM3MgO3MgOCAycyA6cyA3IC1zIDlzIDYgLHMgOHMgNSArcyA3cyA0ICpzIDZzID1zQQF3IkJzQQF3IkNzQQF3IkRzQQF3IkVzQQF3IkZzQQF3IkdzQQF3IkhzQQF3IkkgPiBCcyA8IDZzIEJzID9zQQF3IkpzIEFzQQF3IksgPSA3cyBDcyBKc0EBdyJMIEQgOSAyIDEgNCApIB0gFCAfIBUgFkEAKAKAgQUiTUEFd0EAKAKQgQUiTmogCWpBACgCjIEFIk9BACgCiIEFIglzQQAoAoSBBSJQcSBPc2pBmfOJ1AVqIlFBHnciUiADaiBQQR53IgMgBWogTyADIAlzIE1xIAlzaiAQaiBRQQV3akGZ84nUBWoiECBSIE1BHnciBXNxIAVzaiAJIAhqIFEgAyAFc3EgA3NqIBBBBXdqQZnzidQFaiJRQQV3akGZ84nUBWoiUyBRQR53IgMgEEEedyIIc3EgCHNqIAUgGGogUSAIIFJzcSBSc2ogU0EFd2pBmfOJ1AVqIgVBBXdqQZnzidQFaiIYQR53IlJqIFNBHnciFiALaiAIIBNqIAUgFiADc3EgA3NqIBhBBXdqQZnzidQFaiIIIFIgBUEedyILc3EgC3NqIAMgF2ogGCALIBZzcSAWc2ogCEEFd2pBmfOJ1AVqIgVBBXdqQZnzidQFaiITIAVBHnciFiAIQR53IgNzcSADc2ogCyARaiAFIAMgUnNxIFJzaiATQQV3akGZ84nUBWoiEUEFd2pBmfOJ1AVqIlJBHnciC2ogAiATQR53IhVqIAcgA2ogESAVIBZzcSAWc2ogUkEFd2pBmfOJ1AVqIgcgCyARQR53IgJzcSACc2ogICAWaiBSIAIgFXNxIBVzaiAHQQV3akGZ84nUBWoiEUEFd2pBmfOJ1AVqIhYgEUEedyIVIAdBHnciB3NxIAdzaiAPIAJqIBEgByALc3EgC3NqIBZBBXdqQZnzidQFaiILQQV3akGZ84nUBWoiEUEedyICaiASIBVqIBEgC0EedyIPIBZBHnciEnNxIBJzaiANIAdqIAsgEiAVc3EgFXNqIBFBBXdqQZnzidQFaiINQQV3akGZ84nUBWoiFUEedyIfIA1BHnciB3MgGSASaiANIAIgD3NxIA9zaiAVQQV3akGZ84nUBWoiDXNqIA4gD2ogFSAHIAJzcSACc2ogDUEFd2pBmfOJ1AVqIgJBBXdqQaHX5/YGaiIOQR53Ig9qIAAgH2ogAkEedyIAIA1BHnciDXMgDnNqIBogB2ogDSAfcyACc2ogDkEFd2pBodfn9gZqIgJBBXdqQaHX5/YGaiIOQR53IhIgAkEedyIUcyAhIA1qIA8gAHMgAnNqIA5BBXdqQaHX5/YGaiICc2ogGyAAaiAUIA9zIA5zaiACQQV3akGh1+f2BmoiAEEFd2pBodfn9gZqIg1BHnciDmogHCASaiAAQR53Ig8gAkEedyICcyANc2ogJiAUaiACIBJzIABzaiANQQV3akGh1+f2BmoiAEEFd2pBodfn9gZqIg1BHnciEiAAQR53IhRzICIgAmogDiAPcyAAc2ogDUEFd2pBodfn9gZqIgBzaiAnIA9qIBQgDnMgDXNqIABBBXdqQaHX5/YGaiICQQV3akGh1+f2BmoiDUEedyIOaiAoIBJqIAJBHnciDyAAQR53IgBzIA1zaiAjIBRqIAAgEnMgAnNqIA1BBXdqQaHX5/YGaiICQQV3akGh1+f2BmoiDUEedyISIAJBHnciFHMgHiAAaiAOIA9zIAJzaiANQQV3akGh1+f2BmoiAHNqIC4gD2ogFCAOcyANc2ogAEEFd2pBodfn9gZqIgJBBXdqQaHX5/YGaiINQR53Ig5qICogAEEedyIAaiAOIAJBHnciD3MgJCAUaiAAIBJzIAJzaiANQQV3akGh1+f2BmoiFHNqIC8gEmogDyAAcyANc2ogFEEFd2pBodfn9gZqIg1BBXdqQaHX5/YGaiIAIA1BHnciAnIgFEEedyIScSAAIAJxcmogJSAPaiASIA5zIA1zaiAAQQV3akGh1+f2BmoiDUEFd2pB3Pnu+HhqIg5BHnciD2ogNSAAQR53IgBqICsgEmogDSAAciACcSANIABxcmogDkEFd2pB3Pnu+HhqIhIgD3IgDUEedyINcSASIA9xcmogMCACaiAOIA1yIABxIA4gDXFyaiASQQV3akHc+e74eGoiAEEFd2pB3Pnu+HhqIgIgAEEedyIOciASQR53IhJxIAIgDnFyaiAsIA1qIAAgEnIgD3EgACAScXJqIAJBBXdqQdz57vh4aiIAQQV3akHc+e74eGoiDUEedyIPaiA8IAJBHnciAmogNiASaiAAIAJyIA5xIAAgAnFyaiANQQV3akHc+e74eGoiEiAPciAAQR53IgBxIBIgD3FyaiAtIA5qIA0gAHIgAnEgDSAAcXJqIBJBBXdqQdz57vh4aiICQQV3akHc+e74eGoiDSACQR53Ig5yIBJBHnciEnEgDSAOcXJqIDcgAGogAiASciAPcSACIBJxcmogDUEFd2pB3Pnu+HhqIgBBBXdqQdz57vh4aiICQR53Ig9qIDMgDUEedyINaiA9IBJqIAAgDXIgDnEgACANcXJqIAJBBXdqQdz57vh4aiISIA9yIABBHnciAHEgEiAPcXJqIDggDmogAiAAciANcSACIABxcmogEkEFd2pB3Pnu+HhqIgJBBXdqQdz57vh4aiINIAJBHnciDnIgEkEedyIScSANIA5xcmogQiAAaiACIBJyIA9xIAIgEnFyaiANQQV3akHc+e74eGoiAEEFd2pB3Pnu+HhqIgJBHnciD2ogQyAOaiACIABBHnciFHIgDUEedyINcSACIBRxcmogPiASaiAAIA1yIA5xIAAgDXFyaiACQQV3akHc+e74eGoiAEEFd2pB3Pnu+HhqIgJBHnciEiAAQR53Ig5zIDogDWogACAPciAUcSAAIA9xcmogAkEFd2pB3Pnu+HhqIgBzaiA/IBRqIAIgDnIgD3EgAiAOcXJqIABBBXdqQdz57vh4aiICQQV3akHWg4vTfGoiDUEedyIPaiBKIBJqIAJBHnciFCAAQR53IgBzIA1zaiA7IA5qIAAgEnMgAnNqIA1BBXdqQdaDi9N8aiICQQV3akHWg4vTfGoiDUEedyIOIAJBHnciEnMgRSAAaiAPIBRzIAJzaiANQQV3akHWg4vTfGoiAHNqIEAgFGogEiAPcyANc2ogAEEFd2pB1oOL03xqIgJBBXdqQdaDi9N8aiINQR53Ig9qIEEgDmogAkEedyIUIABBHnciAHMgDXNqIEYgEmogACAOcyACc2ogDUEFd2pB1oOL03xqIgJBBXdqQdaDi9N8aiINQR53Ig4gAkEedyIScyBCIDhzIERzIExzQQF3IhUgAGogDyAUcyACc2ogDUEFd2pB1oOL03xqIgBzaiBHIBRqIBIgD3MgDXNqIABBBXdqQdaDi9N8aiICQQV3akHWg4vTfGoiDUEedyIPaiBIIA5qIAJBHnciFCAAQR53IgBzIA1zaiBDIDlzIEVzIBVzQQF3IhkgEmogACAOcyACc2ogDUEFd2pB1oOL03xqIgJBBXdqQdaDi9N8aiINQR53Ig4gAkEedyIScyA/IENzIExzIEtzQQF3IhogAGogDyAUcyACc2ogDUEFd2pB1oOL03xqIgBzaiBEIDpzIEZzIBlzQQF3IhsgFGogEiAPcyANc2ogAEEFd2pB1oOL03xqIgJBBXdqQdaDi9N8aiINQR53Ig8gTmo2ApCBBUEAIE8gSiBEcyAVcyAac0EBdyIUIBJqIABBHnciACAOcyACc2ogDUEFd2pB1oOL03xqIhJBHnciFWo2AoyBBUEAIAkgRSA7cyBHcyAbc0EBdyAOaiACQR53IgIgAHMgDXNqIBJBBXdqQdaDi9N8aiINQR53ajYCiIEFQQAgUCBAIEpzIEtzIElzQQF3IABqIA8gAnMgEnNqIA1BBXdqQdaDi9N8aiIAajYChIEFQQAgTSBMIEVzIBlzIBRzQQF3aiACaiAVIA9zIA1zaiAAQQV3akHWg4vTfGo2AoCBBQs6AEEAQv6568XpjpWZEDcCiIEFQQBCgcaUupbx6uZvNwKAgQVBAELww8ueDDcCkIEFQQBBADYCmIEFC6ADAQh/QQAhAkEAQQAoApSBBSIDIAFBA3RqIgQ2ApSBBUEAQQAoApiBBSAEIANJaiABQR12ajYCmIEFAkAgA0EDdkE/cSIFIAFqQcAASQ0AQcAAIAVrIgJBA3EhBkEAIQQCQAJAIAVBP3NBA0kNACAFQYCBBWohByACQfwAcSEIQQAhBANAIAcgBGoiA0EcaiAAIARqIgktAAA6AAAgA0EdaiAJQQFqLQAAOgAAIANBHmogCUECai0AADoAACADQR9qIAlBA2otAAA6AAAgCCAEQQRqIgRHDQALIAZFDQELIAAgBGohAyAEIAVqQZyBBWohBANAIAQgAy0AADoAACADQQFqIQMgBEEBaiEEIAZBf2oiBg0ACwtBnIEFEAEgBUH/AHMhA0EAIQUgAyABTw0AA0AgACACIgNqEAEgA0HAAGohAiADQf8AaiABSQ0ACwsCQCABIAJGDQAgASACayEGIAVBnIEFaiEDIAAgAmohBEEAIQkDQCADIAQtAAA6AAAgBEEBaiEEIANBAWohAyAGIAlBAWoiCUH/AXFLDQALCwsKAEGAgQQgABADC+UCAQJ/IwBBEGsiACQAIABBgAE6AAcgAEEAKAKYgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYACCAAQQAoApSBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgAMIABBB2pBARADAkBBACgClIEFQfgDcUHAA0YNAANAIABBADoAByAAQQdqQQEQA0EAKAKUgQVB+ANxQcADRw0ACwsgAEEIakEIEANBAEEAKAKAgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYCgIEEQQBBACgChIEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AoSBBEEAQQAoAoiBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgKIgQRBAEEAKAKMgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYCjIEEQQBBACgCkIEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2ApCBBCAAQRBqJAALBgBBgIEFC0QAQQBC/rnrxemOlZkQNwKIgQVBAEKBxpS6lvHq5m83AoCBBUEAQvDDy54MNwKQgQVBAEEANgKYgQVBgIEEIAAQAxAFCwsMAQBBgIAECwRcAAAA";
      var hash$c = "a5f2c72b";
      var wasmJson$c = {
        name: name$c,
        data: data$c,
        hash: hash$c
      };
      const mutex$d = new Mutex();
      let wasmCache$d = null;
      function sha1(data2) {
        if (wasmCache$d === null) {
          return lockedCreate(mutex$d, wasmJson$c, 20).then((wasm) => {
            wasmCache$d = wasm;
            return wasmCache$d.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$d.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA1() {
        return WASMInterface(wasmJson$c, 20).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 20
          };
          return obj;
        });
      }
      var name$b = "sha3";
      var data$b = "AGFzbQEAAAABFARgAAF/YAF/AGACf38AYAN/f38AAwgHAAEBAgEAAwUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAAEDUhhc2hfR2V0U3RhdGUABQ5IYXNoX0NhbGN1bGF0ZQAGClNUQVRFX1NJWkUDAQqmHAcGAEGAggQL1wMAQQBCADcDgIUFQQBCADcD+IQFQQBCADcD8IQFQQBCADcD6IQFQQBCADcD4IQFQQBCADcD2IQFQQBCADcD0IQFQQBCADcDyIQFQQBCADcDwIQFQQBCADcDuIQFQQBCADcDsIQFQQBCADcDqIQFQQBCADcDoIQFQQBCADcDmIQFQQBCADcDkIQFQQBCADcDiIQFQQBCADcDgIQFQQBCADcD+IMFQQBCADcD8IMFQQBCADcD6IMFQQBCADcD4IMFQQBCADcD2IMFQQBCADcD0IMFQQBCADcDyIMFQQBCADcDwIMFQQBCADcDuIMFQQBCADcDsIMFQQBCADcDqIMFQQBCADcDoIMFQQBCADcDmIMFQQBCADcDkIMFQQBCADcDiIMFQQBCADcDgIMFQQBCADcD+IIFQQBCADcD8IIFQQBCADcD6IIFQQBCADcD4IIFQQBCADcD2IIFQQBCADcD0IIFQQBCADcDyIIFQQBCADcDwIIFQQBCADcDuIIFQQBCADcDsIIFQQBCADcDqIIFQQBCADcDoIIFQQBCADcDmIIFQQBCADcDkIIFQQBCADcDiIIFQQBCADcDgIIFQQBBwAwgAEEBdGtBA3Y2AoyFBUEAQQA2AoiFBQuSAwEJfwJAQQAoAoiFBSIBQQBIDQBBACABIABqQQAoAoyFBSICcDYCiIUFAkACQCABDQBBgIIEIQMMAQsCQCAAIAIgAWsiBCAAIARJIgUbIgNFDQAgA0EDcSEGQQAhBwJAIANBBEkNACABQYCCBWohCCADQXxxIQlBACEHA0AgCCAHaiIDQcgBaiAHQYCCBGotAAA6AAAgA0HJAWogB0GBggRqLQAAOgAAIANBygFqIAdBgoIEai0AADoAACADQcsBaiAHQYOCBGotAAA6AAAgCSAHQQRqIgdHDQALIAZFDQELIAFByIMFaiEDA0AgAyAHaiAHQYCCBGotAAA6AAAgB0EBaiEHIAZBf2oiBg0ACwsgBQ0BQciDBSACEAMgACAEayEAIARBgIIEaiEDCwJAIAAgAkkNAANAIAMgAhADIAMgAmohAyAAIAJrIgAgAk8NAAsLIABFDQBBACECQcgBIQcDQCAHQYCCBWogAyAHakG4fmotAAA6AAAgB0EBaiEHIAAgAkEBaiICQf8BcUsNAAsLC+ELAS1+IAApA0AhAkEAKQPAggUhAyAAKQM4IQRBACkDuIIFIQUgACkDMCEGQQApA7CCBSEHIAApAyghCEEAKQOoggUhCSAAKQMgIQpBACkDoIIFIQsgACkDGCEMQQApA5iCBSENIAApAxAhDkEAKQOQggUhDyAAKQMIIRBBACkDiIIFIREgACkDACESQQApA4CCBSETQQApA8iCBSEUAkACQCABQcgASw0AQQApA+iCBSEVQQApA/iCBSEWQQApA/CCBSEXQQApA4CDBSEYQQApA9CCBSEZQQApA+CCBSEaQQApA9iCBSEbDAELQQApA+CCBSAAKQNghSEaQQApA9iCBSAAKQNYhSEbQQApA9CCBSAAKQNQhSEZIBQgACkDSIUhFEEAKQPoggUhFUEAKQP4ggUhFkEAKQPwggUhF0EAKQOAgwUhGCABQekASQ0AIBggACkDgAGFIRggFiAAKQN4hSEWIBcgACkDcIUhFyAVIAApA2iFIRUgAUGJAUkNAEEAQQApA4iDBSAAKQOIAYU3A4iDBQsgAyAChSEcIAUgBIUhHSAHIAaFIQcgCSAIhSEIIAsgCoUhHiANIAyFIQkgDyAOhSEKIBEgEIUhCyATIBKFIQxBACkDuIMFIRBBACkDkIMFIRFBACkDoIMFIRJBACkDsIMFIRNBACkDiIMFIQ1BACkDwIMFIQ5BACkDmIMFIR9BACkDqIMFIQ9BwH4hAANAIB4gByALhSAbhSAYhSAPhUIBiYUgFIUgF4UgH4UgDoUhAiAMIB0gCoUgGoUgDYUgE4VCAYmFIAiFIBmFIBaFIBKFIgMgB4UhICAJIAggDIUgGYUgFoUgEoVCAYmFIByFIBWFIBGFIBCFIgQgDoUhISAcIAogFCAehSAXhSAfhSAOhUIBiYUgHYUgGoUgDYUgE4UiBYVCN4kiIiALIBwgCYUgFYUgEYUgEIVCAYmFIAeFIBuFIBiFIA+FIgYgCoVCPokiI0J/hYMgAyAPhUICiSIkhSEOIBYgAoVCKYkiJSAEIBeFQieJIiZCf4WDICKFIQ8gECAFhUI4iSIQIAYgDYVCD4kiJ0J/hYMgAyAbhUIKiSIohSENIAQgHoVCG4kiKSAoIAggAoVCJIkiKkJ/hYOFIRYgBiAdhUIGiSIrIAMgC4VCAYkiLEJ/hYMgEiAChUISiSIthSEXICsgBCAfhUIIiSIuIBUgBYVCGYkiFUJ/hYOFIRsgBiAThUI9iSIdIAQgFIVCFIkiBCAJIAWFQhyJIghCf4WDhSEUIAggHUJ/hYMgAyAYhUItiSIDhSEcIB0gA0J/hYMgGSAChUIDiSIJhSEdIAQgAyAJQn+Fg4UhByAJIARCf4WDIAiFIQggDCAChSICICFCDokiA0J/hYMgESAFhUIViSIEhSEJIAYgGoVCK4kiBSADIARCf4WDhSEKIAQgBUJ/hYMgIEIsiSIEhSELIABB0IEEaikDACAFIARCf4WDhSAChSEMICcgKEJ/hYMgKoUiBSEYIAMgBCACQn+Fg4UiAiEeICogKUJ/hYMgEIUiAyEfIC0gLkJ/hYMgFYUiBCEaICYgJCAlQn+Fg4UiBiETIBUgK0J/hYMgLIUiKCEZICMgJiAiQn+Fg4UiIiESIC4gLCAtQn+Fg4UiJiEVICcgKSAQQn+Fg4UiJyERICMgJEJ/hYMgJYUiIyEQIABBCGoiAA0AC0EAIA83A6iDBUEAIAU3A4CDBUEAIBs3A9iCBUEAIAc3A7CCBUEAIAs3A4iCBUEAIA43A8CDBUEAIAM3A5iDBUEAIBc3A/CCBUEAIBQ3A8iCBUEAIAI3A6CCBUEAIAY3A7CDBUEAIA03A4iDBUEAIAQ3A+CCBUEAIB03A7iCBUEAIAo3A5CCBUEAICI3A6CDBUEAIBY3A/iCBUEAICg3A9CCBUEAIAg3A6iCBUEAIAw3A4CCBUEAICM3A7iDBUEAICc3A5CDBUEAICY3A+iCBUEAIBw3A8CCBUEAIAk3A5iCBQv1AgEFf0HkAEEAKAKMhQUiAUEBdmshAgJAQQAoAoiFBSIDQQBIDQAgASEEAkAgASADRg0AIANByIMFaiEFQQAhAwNAIAUgA2pBADoAACADQQFqIgMgAUEAKAKIhQUiBGtJDQALCyAEIAQtAMiDBSAAcjoAyIMFIAFBx4MFaiIDIAMtAABBgAFyOgAAQciDBSABEANBAEGAgICAeDYCiIUFCwJAIAJBAnYiA0UNACADQQNxIQVBACEEAkAgAkEQSQ0AIANB/P///wNxIQFBACEDQQAhBANAIANBgIIEaiADQYCCBWooAgA2AgAgA0GEggRqIANBhIIFaigCADYCACADQYiCBGogA0GIggVqKAIANgIAIANBjIIEaiADQYyCBWooAgA2AgAgA0EQaiEDIAEgBEEEaiIERw0ACyAFRQ0BCyAFQQJ0IQEgBEECdCEDA0AgA0GAggRqIANBgIIFaigCADYCACADQQRqIQMgAUF8aiIBDQALCwsGAEGAggULzgYBA39BAEIANwOAhQVBAEIANwP4hAVBAEIANwPwhAVBAEIANwPohAVBAEIANwPghAVBAEIANwPYhAVBAEIANwPQhAVBAEIANwPIhAVBAEIANwPAhAVBAEIANwO4hAVBAEIANwOwhAVBAEIANwOohAVBAEIANwOghAVBAEIANwOYhAVBAEIANwOQhAVBAEIANwOIhAVBAEIANwOAhAVBAEIANwP4gwVBAEIANwPwgwVBAEIANwPogwVBAEIANwPggwVBAEIANwPYgwVBAEIANwPQgwVBAEIANwPIgwVBAEIANwPAgwVBAEIANwO4gwVBAEIANwOwgwVBAEIANwOogwVBAEIANwOggwVBAEIANwOYgwVBAEIANwOQgwVBAEIANwOIgwVBAEIANwOAgwVBAEIANwP4ggVBAEIANwPwggVBAEIANwPoggVBAEIANwPgggVBAEIANwPYggVBAEIANwPQggVBAEIANwPIggVBAEIANwPAggVBAEIANwO4ggVBAEIANwOwggVBAEIANwOoggVBAEIANwOgggVBAEIANwOYggVBAEIANwOQggVBAEIANwOIggVBAEIANwOAggVBAEHADCABQQF0a0EDdjYCjIUFQQBBADYCiIUFIAAQAkHkAEEAKAKMhQUiAEEBdmshAwJAQQAoAoiFBSIBQQBIDQAgACEEAkAgACABRg0AIAFByIMFaiEFQQAhAQNAIAUgAWpBADoAACABQQFqIgEgAEEAKAKIhQUiBGtJDQALCyAEIAQtAMiDBSACcjoAyIMFIABBx4MFaiIBIAEtAABBgAFyOgAAQciDBSAAEANBAEGAgICAeDYCiIUFCwJAIANBAnYiAUUNACABQQNxIQVBACEEAkAgA0EQSQ0AIAFB/P///wNxIQBBACEBQQAhBANAIAFBgIIEaiABQYCCBWooAgA2AgAgAUGEggRqIAFBhIIFaigCADYCACABQYiCBGogAUGIggVqKAIANgIAIAFBjIIEaiABQYyCBWooAgA2AgAgAUEQaiEBIAAgBEEEaiIERw0ACyAFRQ0BCyAFQQJ0IQAgBEECdCEBA0AgAUGAggRqIAFBgIIFaigCADYCACABQQRqIQEgAEF8aiIADQALCwsL2QEBAEGAgAQL0AGQAQAAAAAAAAAAAAAAAAAAAQAAAAAAAACCgAAAAAAAAIqAAAAAAACAAIAAgAAAAICLgAAAAAAAAAEAAIAAAAAAgYAAgAAAAIAJgAAAAAAAgIoAAAAAAAAAiAAAAAAAAAAJgACAAAAAAAoAAIAAAAAAi4AAgAAAAACLAAAAAAAAgImAAAAAAACAA4AAAAAAAIACgAAAAAAAgIAAAAAAAACACoAAAAAAAAAKAACAAAAAgIGAAIAAAACAgIAAAAAAAIABAACAAAAAAAiAAIAAAACA";
      var hash$b = "961accfe";
      var wasmJson$b = {
        name: name$b,
        data: data$b,
        hash: hash$b
      };
      const mutex$c = new Mutex();
      let wasmCache$c = null;
      function validateBits$1(bits) {
        if (![224, 256, 384, 512].includes(bits)) {
          return new Error("Invalid variant! Valid values: 224, 256, 384, 512");
        }
        return null;
      }
      function sha3(data2, bits = 512) {
        if (validateBits$1(bits)) {
          return Promise.reject(validateBits$1(bits));
        }
        const hashLength = bits / 8;
        if (wasmCache$c === null || wasmCache$c.hashLength !== hashLength) {
          return lockedCreate(mutex$c, wasmJson$b, hashLength).then((wasm) => {
            wasmCache$c = wasm;
            return wasmCache$c.calculate(data2, bits, 6);
          });
        }
        try {
          const hash2 = wasmCache$c.calculate(data2, bits, 6);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA3(bits = 512) {
        if (validateBits$1(bits)) {
          return Promise.reject(validateBits$1(bits));
        }
        const outputSize = bits / 8;
        return WASMInterface(wasmJson$b, outputSize).then((wasm) => {
          wasm.init(bits);
          const obj = {
            init: () => {
              wasm.init(bits);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType, 6),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 200 - 2 * outputSize,
            digestSize: outputSize
          };
          return obj;
        });
      }
      const mutex$b = new Mutex();
      let wasmCache$b = null;
      function validateBits(bits) {
        if (![224, 256, 384, 512].includes(bits)) {
          return new Error("Invalid variant! Valid values: 224, 256, 384, 512");
        }
        return null;
      }
      function keccak(data2, bits = 512) {
        if (validateBits(bits)) {
          return Promise.reject(validateBits(bits));
        }
        const hashLength = bits / 8;
        if (wasmCache$b === null || wasmCache$b.hashLength !== hashLength) {
          return lockedCreate(mutex$b, wasmJson$b, hashLength).then((wasm) => {
            wasmCache$b = wasm;
            return wasmCache$b.calculate(data2, bits, 1);
          });
        }
        try {
          const hash2 = wasmCache$b.calculate(data2, bits, 1);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createKeccak(bits = 512) {
        if (validateBits(bits)) {
          return Promise.reject(validateBits(bits));
        }
        const outputSize = bits / 8;
        return WASMInterface(wasmJson$b, outputSize).then((wasm) => {
          wasm.init(bits);
          const obj = {
            init: () => {
              wasm.init(bits);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType, 1),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 200 - 2 * outputSize,
            digestSize: outputSize
          };
          return obj;
        });
      }
      var name$a = "sha256";
      var data$a = "AGFzbQEAAAABEQRgAAF/YAF/AGAAAGACf38AAwgHAAEBAQIAAwUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAAEDUhhc2hfR2V0U3RhdGUABQ5IYXNoX0NhbGN1bGF0ZQAGClNUQVRFX1NJWkUDAQqGSQcGAEGAgQQLnQEAQQBCADcDwIEFQQBBHEEgIABB4AFGIgAbNgLogQVBAEKnn+anxvST/b5/Qquzj/yRo7Pw2wAgABs3A+CBBUEAQrGWgP6fooWs6ABC/6S5iMWR2oKbfyAAGzcD2IEFQQBCl7rDg5Onlod3QvLmu+Ojp/2npX8gABs3A9CBBUEAQti9loj8oLW+NkLnzKfQ1tDrs7t/IAAbNwPIgQUL9wICAX4Hf0EAQQApA8CBBSIBIACtfDcDwIEFAkACQAJAIAGnQT9xIgINAEGAgQQhAwwBCyAAQcAAIAJrIgRJIQUCQCAARQ0AIAAgBCAFGyIDQQNxIQYgAkGAgQVqIQdBACECAkAgA0EESQ0AIANB/ABxIQhBACECA0AgByACaiIDIAJBgIEEai0AADoAACADQQFqIAJBgYEEai0AADoAACADQQJqIAJBgoEEai0AADoAACADQQNqIAJBg4EEai0AADoAACAIIAJBBGoiAkcNAAsgBkUNAQsDQCAHIAJqIAJBgIEEai0AADoAACACQQFqIQIgBkF/aiIGDQALCyAFDQFBgIEFEAMgACAEayEAIARBgIEEaiEDCwJAIABBwABJDQADQCADEAMgA0HAAGohAyAAQUBqIgBBP0sNAAsLIABFDQBBACEGQQAhAgNAIAJBgIEFaiADIAJqLQAAOgAAIAJBAWohAiAAIAZBAWoiBkH/AXFLDQALCwuDPQFFf0EAIAAoAjwiAUH/gfwHcUEIeCABQRh4Qf+B/AdxciIBQRl3IAFBDndzIAFBA3ZzIAAoAjgiAkH/gfwHcUEIeCACQRh4Qf+B/AdxciICaiAAKAIgIgNB/4H8B3FBCHggA0EYeEH/gfwHcXIiBEEZdyAEQQ53cyAEQQN2cyAAKAIcIgNB/4H8B3FBCHggA0EYeEH/gfwHcXIiBWogACgCBCIDQf+B/AdxQQh4IANBGHhB/4H8B3FyIgZBGXcgBkEOd3MgBkEDdnMgACgCACIDQf+B/AdxQQh4IANBGHhB/4H8B3FyIgdqIAAoAiQiA0H/gfwHcUEIeCADQRh4Qf+B/AdxciIIaiACQQ93IAJBDXdzIAJBCnZzaiIDaiAAKAIYIglB/4H8B3FBCHggCUEYeEH/gfwHcXIiCkEZdyAKQQ53cyAKQQN2cyAAKAIUIglB/4H8B3FBCHggCUEYeEH/gfwHcXIiC2ogAmogACgCECIJQf+B/AdxQQh4IAlBGHhB/4H8B3FyIgxBGXcgDEEOd3MgDEEDdnMgACgCDCIJQf+B/AdxQQh4IAlBGHhB/4H8B3FyIg1qIAAoAjAiCUH/gfwHcUEIeCAJQRh4Qf+B/AdxciIOaiAAKAIIIglB/4H8B3FBCHggCUEYeEH/gfwHcXIiD0EZdyAPQQ53cyAPQQN2cyAGaiAAKAIoIglB/4H8B3FBCHggCUEYeEH/gfwHcXIiEGogAUEPdyABQQ13cyABQQp2c2oiCUEPdyAJQQ13cyAJQQp2c2oiEUEPdyARQQ13cyARQQp2c2oiEkEPdyASQQ13cyASQQp2c2oiE2ogACgCNCIUQf+B/AdxQQh4IBRBGHhB/4H8B3FyIhVBGXcgFUEOd3MgFUEDdnMgDmogEmogACgCLCIAQf+B/AdxQQh4IABBGHhB/4H8B3FyIhZBGXcgFkEOd3MgFkEDdnMgEGogEWogCEEZdyAIQQ53cyAIQQN2cyAEaiAJaiAFQRl3IAVBDndzIAVBA3ZzIApqIAFqIAtBGXcgC0EOd3MgC0EDdnMgDGogFWogDUEZdyANQQ53cyANQQN2cyAPaiAWaiADQQ93IANBDXdzIANBCnZzaiIUQQ93IBRBDXdzIBRBCnZzaiIXQQ93IBdBDXdzIBdBCnZzaiIYQQ93IBhBDXdzIBhBCnZzaiIZQQ93IBlBDXdzIBlBCnZzaiIaQQ93IBpBDXdzIBpBCnZzaiIbQQ93IBtBDXdzIBtBCnZzaiIcQRl3IBxBDndzIBxBA3ZzIAJBGXcgAkEOd3MgAkEDdnMgFWogGGogDkEZdyAOQQ53cyAOQQN2cyAWaiAXaiAQQRl3IBBBDndzIBBBA3ZzIAhqIBRqIBNBD3cgE0ENd3MgE0EKdnNqIh1BD3cgHUENd3MgHUEKdnNqIh5BD3cgHkENd3MgHkEKdnNqIh9qIBNBGXcgE0EOd3MgE0EDdnMgGGogA0EZdyADQQ53cyADQQN2cyABaiAZaiAfQQ93IB9BDXdzIB9BCnZzaiIgaiASQRl3IBJBDndzIBJBA3ZzIBdqIB9qIBFBGXcgEUEOd3MgEUEDdnMgFGogHmogCUEZdyAJQQ53cyAJQQN2cyADaiAdaiAcQQ93IBxBDXdzIBxBCnZzaiIhQQ93ICFBDXdzICFBCnZzaiIiQQ93ICJBDXdzICJBCnZzaiIjQQ93ICNBDXdzICNBCnZzaiIkaiAbQRl3IBtBDndzIBtBA3ZzIB5qICNqIBpBGXcgGkEOd3MgGkEDdnMgHWogImogGUEZdyAZQQ53cyAZQQN2cyATaiAhaiAYQRl3IBhBDndzIBhBA3ZzIBJqIBxqIBdBGXcgF0EOd3MgF0EDdnMgEWogG2ogFEEZdyAUQQ53cyAUQQN2cyAJaiAaaiAgQQ93ICBBDXdzICBBCnZzaiIlQQ93ICVBDXdzICVBCnZzaiImQQ93ICZBDXdzICZBCnZzaiInQQ93ICdBDXdzICdBCnZzaiIoQQ93IChBDXdzIChBCnZzaiIpQQ93IClBDXdzIClBCnZzaiIqQQ93ICpBDXdzICpBCnZzaiIrQRl3ICtBDndzICtBA3ZzIB9BGXcgH0EOd3MgH0EDdnMgG2ogJ2ogHkEZdyAeQQ53cyAeQQN2cyAaaiAmaiAdQRl3IB1BDndzIB1BA3ZzIBlqICVqICRBD3cgJEENd3MgJEEKdnNqIixBD3cgLEENd3MgLEEKdnNqIi1BD3cgLUENd3MgLUEKdnNqIi5qICRBGXcgJEEOd3MgJEEDdnMgJ2ogIEEZdyAgQQ53cyAgQQN2cyAcaiAoaiAuQQ93IC5BDXdzIC5BCnZzaiIvaiAjQRl3ICNBDndzICNBA3ZzICZqIC5qICJBGXcgIkEOd3MgIkEDdnMgJWogLWogIUEZdyAhQQ53cyAhQQN2cyAgaiAsaiArQQ93ICtBDXdzICtBCnZzaiIwQQ93IDBBDXdzIDBBCnZzaiIxQQ93IDFBDXdzIDFBCnZzaiIyQQ93IDJBDXdzIDJBCnZzaiIzaiAqQRl3ICpBDndzICpBA3ZzIC1qIDJqIClBGXcgKUEOd3MgKUEDdnMgLGogMWogKEEZdyAoQQ53cyAoQQN2cyAkaiAwaiAnQRl3ICdBDndzICdBA3ZzICNqICtqICZBGXcgJkEOd3MgJkEDdnMgImogKmogJUEZdyAlQQ53cyAlQQN2cyAhaiApaiAvQQ93IC9BDXdzIC9BCnZzaiI0QQ93IDRBDXdzIDRBCnZzaiI1QQ93IDVBDXdzIDVBCnZzaiI2QQ93IDZBDXdzIDZBCnZzaiI3QQ93IDdBDXdzIDdBCnZzaiI4QQ93IDhBDXdzIDhBCnZzaiI5QQ93IDlBDXdzIDlBCnZzaiI6IDggNCAuICwgISAbIBkgAyAOIARBACgC2IEFIjtBGncgO0EVd3MgO0EHd3NBACgC5IEFIjxqQQAoAuCBBSI9QQAoAtyBBSI+cyA7cSA9c2ogB2pBmN+olARqIgdBACgC1IEFIj9qIgAgDGogOyANaiA+IA9qID0gBmogACA+IDtzcSA+c2ogAEEadyAAQRV3cyAAQQd3c2pBkYndiQdqIkBBACgC0IEFIkFqIgwgACA7c3EgO3NqIAxBGncgDEEVd3MgDEEHd3NqQc/3g657aiJCQQAoAsyBBSJDaiINIAwgAHNxIABzaiANQRp3IA1BFXdzIA1BB3dzakGlt9fNfmoiREEAKALIgQUiAGoiDyANIAxzcSAMc2ogD0EadyAPQRV3cyAPQQd3c2pB24TbygNqIkUgQSBDIABzcSBDIABxcyAAQR53IABBE3dzIABBCndzaiAHaiIGaiIHaiAFIA9qIAogDWogCyAMaiAHIA8gDXNxIA1zaiAHQRp3IAdBFXdzIAdBB3dzakHxo8TPBWoiCiAGIABzIENxIAYgAHFzIAZBHncgBkETd3MgBkEKd3NqIEBqIgxqIgQgByAPc3EgD3NqIARBGncgBEEVd3MgBEEHd3NqQaSF/pF5aiILIAwgBnMgAHEgDCAGcXMgDEEedyAMQRN3cyAMQQp3c2ogQmoiDWoiDyAEIAdzcSAHc2ogD0EadyAPQRV3cyAPQQd3c2pB1b3x2HpqIkAgDSAMcyAGcSANIAxxcyANQR53IA1BE3dzIA1BCndzaiBEaiIGaiIHIA8gBHNxIARzaiAHQRp3IAdBFXdzIAdBB3dzakGY1Z7AfWoiQiAGIA1zIAxxIAYgDXFzIAZBHncgBkETd3MgBkEKd3NqIEVqIgxqIgVqIBYgB2ogECAPaiAIIARqIAUgByAPc3EgD3NqIAVBGncgBUEVd3MgBUEHd3NqQYG2jZQBaiIIIAwgBnMgDXEgDCAGcXMgDEEedyAMQRN3cyAMQQp3c2ogCmoiDWoiDyAFIAdzcSAHc2ogD0EadyAPQRV3cyAPQQd3c2pBvovGoQJqIg4gDSAMcyAGcSANIAxxcyANQR53IA1BE3dzIA1BCndzaiALaiIGaiIHIA8gBXNxIAVzaiAHQRp3IAdBFXdzIAdBB3dzakHD+7GoBWoiECAGIA1zIAxxIAYgDXFzIAZBHncgBkETd3MgBkEKd3NqIEBqIgxqIgQgByAPc3EgD3NqIARBGncgBEEVd3MgBEEHd3NqQfS6+ZUHaiIWIAwgBnMgDXEgDCAGcXMgDEEedyAMQRN3cyAMQQp3c2ogQmoiDWoiBWogASAEaiACIAdqIBUgD2ogBSAEIAdzcSAHc2ogBUEadyAFQRV3cyAFQQd3c2pB/uP6hnhqIgcgDSAMcyAGcSANIAxxcyANQR53IA1BE3dzIA1BCndzaiAIaiIBaiIGIAUgBHNxIARzaiAGQRp3IAZBFXdzIAZBB3dzakGnjfDeeWoiBCABIA1zIAxxIAEgDXFzIAFBHncgAUETd3MgAUEKd3NqIA5qIgJqIgwgBiAFc3EgBXNqIAxBGncgDEEVd3MgDEEHd3NqQfTi74x8aiIFIAIgAXMgDXEgAiABcXMgAkEedyACQRN3cyACQQp3c2ogEGoiA2oiDSAMIAZzcSAGc2ogDUEadyANQRV3cyANQQd3c2pBwdPtpH5qIgggAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAWaiIBaiIPIBdqIBEgDWogFCAMaiAJIAZqIA8gDSAMc3EgDHNqIA9BGncgD0EVd3MgD0EHd3NqQYaP+f1+aiIGIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogB2oiAmoiCSAPIA1zcSANc2ogCUEadyAJQRV3cyAJQQd3c2pBxruG/gBqIgwgAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAEaiIDaiIRIAkgD3NxIA9zaiARQRp3IBFBFXdzIBFBB3dzakHMw7KgAmoiDSADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIAVqIgFqIhQgESAJc3EgCXNqIBRBGncgFEEVd3MgFEEHd3NqQe/YpO8CaiIPIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogCGoiAmoiF2ogEyAUaiAYIBFqIBIgCWogFyAUIBFzcSARc2ogF0EadyAXQRV3cyAXQQd3c2pBqonS0wRqIhggAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAGaiIDaiIJIBcgFHNxIBRzaiAJQRp3IAlBFXdzIAlBB3dzakHc08LlBWoiFCADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIAxqIgFqIhEgCSAXc3EgF3NqIBFBGncgEUEVd3MgEUEHd3NqQdqR5rcHaiIXIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogDWoiAmoiEiARIAlzcSAJc2ogEkEadyASQRV3cyASQQd3c2pB0qL5wXlqIhkgAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAPaiIDaiITaiAeIBJqIBogEWogHSAJaiATIBIgEXNxIBFzaiATQRp3IBNBFXdzIBNBB3dzakHtjMfBemoiGiADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIBhqIgFqIgkgEyASc3EgEnNqIAlBGncgCUEVd3MgCUEHd3NqQcjPjIB7aiIYIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogFGoiAmoiESAJIBNzcSATc2ogEUEadyARQRV3cyARQQd3c2pBx//l+ntqIhQgAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAXaiIDaiISIBEgCXNxIAlzaiASQRp3IBJBFXdzIBJBB3dzakHzl4C3fGoiFyADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIBlqIgFqIhNqICAgEmogHCARaiAfIAlqIBMgEiARc3EgEXNqIBNBGncgE0EVd3MgE0EHd3NqQceinq19aiIZIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogGmoiAmoiCSATIBJzcSASc2ogCUEadyAJQRV3cyAJQQd3c2pB0capNmoiGiACIAFzIANxIAIgAXFzIAJBHncgAkETd3MgAkEKd3NqIBhqIgNqIhEgCSATc3EgE3NqIBFBGncgEUEVd3MgEUEHd3NqQefSpKEBaiIYIAMgAnMgAXEgAyACcXMgA0EedyADQRN3cyADQQp3c2ogFGoiAWoiEiARIAlzcSAJc2ogEkEadyASQRV3cyASQQd3c2pBhZXcvQJqIhQgASADcyACcSABIANxcyABQR53IAFBE3dzIAFBCndzaiAXaiICaiITICNqICYgEmogIiARaiAlIAlqIBMgEiARc3EgEXNqIBNBGncgE0EVd3MgE0EHd3NqQbjC7PACaiIXIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogGWoiA2oiCSATIBJzcSASc2ogCUEadyAJQRV3cyAJQQd3c2pB/Nux6QRqIhkgAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAaaiIBaiIRIAkgE3NxIBNzaiARQRp3IBFBFXdzIBFBB3dzakGTmuCZBWoiGiABIANzIAJxIAEgA3FzIAFBHncgAUETd3MgAUEKd3NqIBhqIgJqIhIgESAJc3EgCXNqIBJBGncgEkEVd3MgEkEHd3NqQdTmqagGaiIYIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogFGoiA2oiE2ogKCASaiAkIBFqICcgCWogEyASIBFzcSARc2ogE0EadyATQRV3cyATQQd3c2pBu5WoswdqIhQgAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAXaiIBaiIJIBMgEnNxIBJzaiAJQRp3IAlBFXdzIAlBB3dzakGukouOeGoiFyABIANzIAJxIAEgA3FzIAFBHncgAUETd3MgAUEKd3NqIBlqIgJqIhEgCSATc3EgE3NqIBFBGncgEUEVd3MgEUEHd3NqQYXZyJN5aiIZIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogGmoiA2oiEiARIAlzcSAJc2ogEkEadyASQRV3cyASQQd3c2pBodH/lXpqIhogAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAYaiIBaiITaiAqIBJqIC0gEWogKSAJaiATIBIgEXNxIBFzaiATQRp3IBNBFXdzIBNBB3dzakHLzOnAemoiGCABIANzIAJxIAEgA3FzIAFBHncgAUETd3MgAUEKd3NqIBRqIgJqIgkgEyASc3EgEnNqIAlBGncgCUEVd3MgCUEHd3NqQfCWrpJ8aiIUIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogF2oiA2oiESAJIBNzcSATc2ogEUEadyARQRV3cyARQQd3c2pBo6Oxu3xqIhcgAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAZaiIBaiISIBEgCXNxIAlzaiASQRp3IBJBFXdzIBJBB3dzakGZ0MuMfWoiGSABIANzIAJxIAEgA3FzIAFBHncgAUETd3MgAUEKd3NqIBpqIgJqIhNqIDAgEmogLyARaiArIAlqIBMgEiARc3EgEXNqIBNBGncgE0EVd3MgE0EHd3NqQaSM5LR9aiIaIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogGGoiA2oiCSATIBJzcSASc2ogCUEadyAJQRV3cyAJQQd3c2pBheu4oH9qIhggAyACcyABcSADIAJxcyADQR53IANBE3dzIANBCndzaiAUaiIBaiIRIAkgE3NxIBNzaiARQRp3IBFBFXdzIBFBB3dzakHwwKqDAWoiFCABIANzIAJxIAEgA3FzIAFBHncgAUETd3MgAUEKd3NqIBdqIgJqIhIgESAJc3EgCXNqIBJBGncgEkEVd3MgEkEHd3NqQZaCk80BaiIXIAIgAXMgA3EgAiABcXMgAkEedyACQRN3cyACQQp3c2ogGWoiA2oiEyA2aiAyIBJqIDUgEWogMSAJaiATIBIgEXNxIBFzaiATQRp3IBNBFXdzIBNBB3dzakGI2N3xAWoiGSADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIBpqIgFqIgkgEyASc3EgEnNqIAlBGncgCUEVd3MgCUEHd3NqQczuoboCaiIaIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogGGoiAmoiESAJIBNzcSATc2ogEUEadyARQRV3cyARQQd3c2pBtfnCpQNqIhggAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAUaiIDaiISIBEgCXNxIAlzaiASQRp3IBJBFXdzIBJBB3dzakGzmfDIA2oiFCADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIBdqIgFqIhNqICxBGXcgLEEOd3MgLEEDdnMgKGogNGogM0EPdyAzQQ13cyAzQQp2c2oiFyASaiA3IBFqIDMgCWogEyASIBFzcSARc2ogE0EadyATQRV3cyATQQd3c2pBytTi9gRqIhsgASADcyACcSABIANxcyABQR53IAFBE3dzIAFBCndzaiAZaiICaiIJIBMgEnNxIBJzaiAJQRp3IAlBFXdzIAlBB3dzakHPlPPcBWoiGSACIAFzIANxIAIgAXFzIAJBHncgAkETd3MgAkEKd3NqIBpqIgNqIhEgCSATc3EgE3NqIBFBGncgEUEVd3MgEUEHd3NqQfPfucEGaiIaIAMgAnMgAXEgAyACcXMgA0EedyADQRN3cyADQQp3c2ogGGoiAWoiEiARIAlzcSAJc2ogEkEadyASQRV3cyASQQd3c2pB7oW+pAdqIhwgASADcyACcSABIANxcyABQR53IAFBE3dzIAFBCndzaiAUaiICaiITaiAuQRl3IC5BDndzIC5BA3ZzICpqIDZqIC1BGXcgLUEOd3MgLUEDdnMgKWogNWogF0EPdyAXQQ13cyAXQQp2c2oiFEEPdyAUQQ13cyAUQQp2c2oiGCASaiA5IBFqIBQgCWogEyASIBFzcSARc2ogE0EadyATQRV3cyATQQd3c2pB78aVxQdqIgkgAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAbaiIDaiIRIBMgEnNxIBJzaiARQRp3IBFBFXdzIBFBB3dzakGU8KGmeGoiGyADIAJzIAFxIAMgAnFzIANBHncgA0ETd3MgA0EKd3NqIBlqIgFqIhIgESATc3EgE3NqIBJBGncgEkEVd3MgEkEHd3NqQYiEnOZ4aiIZIAEgA3MgAnEgASADcXMgAUEedyABQRN3cyABQQp3c2ogGmoiAmoiEyASIBFzcSARc2ogE0EadyATQRV3cyATQQd3c2pB+v/7hXlqIhogAiABcyADcSACIAFxcyACQR53IAJBE3dzIAJBCndzaiAcaiIDaiIUIDxqNgLkgQVBACA/IAMgAnMgAXEgAyACcXMgA0EedyADQRN3cyADQQp3c2ogCWoiASADcyACcSABIANxcyABQR53IAFBE3dzIAFBCndzaiAbaiICIAFzIANxIAIgAXFzIAJBHncgAkETd3MgAkEKd3NqIBlqIgMgAnMgAXEgAyACcXMgA0EedyADQRN3cyADQQp3c2ogGmoiCWo2AtSBBUEAID0gL0EZdyAvQQ53cyAvQQN2cyAraiA3aiAYQQ93IBhBDXdzIBhBCnZzaiIYIBFqIBQgEyASc3EgEnNqIBRBGncgFEEVd3MgFEEHd3NqQevZwaJ6aiIZIAFqIhFqNgLggQVBACBBIAkgA3MgAnEgCSADcXMgCUEedyAJQRN3cyAJQQp3c2ogGWoiAWo2AtCBBUEAID4gMEEZdyAwQQ53cyAwQQN2cyAvaiAXaiA6QQ93IDpBDXdzIDpBCnZzaiASaiARIBQgE3NxIBNzaiARQRp3IBFBFXdzIBFBB3dzakH3x+b3e2oiFyACaiISajYC3IEFQQAgQyABIAlzIANxIAEgCXFzIAFBHncgAUETd3MgAUEKd3NqIBdqIgJqNgLMgQVBACA7IDRBGXcgNEEOd3MgNEEDdnMgMGogOGogGEEPdyAYQQ13cyAYQQp2c2ogE2ogEiARIBRzcSAUc2ogEkEadyASQRV3cyASQQd3c2pB8vHFs3xqIhEgA2pqNgLYgQVBACAAIAIgAXMgCXEgAiABcXMgAkEedyACQRN3cyACQQp3c2ogEWpqNgLIgQULswYCBH8BfkEAKALAgQUiAEECdkEPcSIBQQJ0IgIgAigCgIEFQX8gAEEDdCIAdEF/c3FBgAEgAHRzNgKAgQUCQAJAAkAgAUEOSQ0AAkAgAUEORw0AQQBBADYCvIEFC0GAgQUQA0EAIQIMAQsgAUENRg0BIAFBAWohAgsgAiEDAkBBBiACa0EHcSIARQ0AIAIgAGohAyACQQJ0QYCBBWohAQNAIAFBADYCACABQQRqIQEgAEF/aiIADQALCyACQXlqQQdJDQACQEEGIANrIgBBCHENACADQQJ0IgFCADcCmIEFIAFCADcCkIEFIAFCADcCiIEFIAFCADcCgIEFIABBCEkNASADQQhqIQMLIANBAnRBgIEFaiEBA0AgAUIANwIAIAFBOGpCADcCACABQTBqQgA3AgAgAUEoakIANwIAIAFBIGpCADcCACABQRhqQgA3AgAgAUEQakIANwIAIAFBCGpCADcCACABQcAAaiEBDAALC0EAIQBBAEEAKQPAgQUiBKdBA3QiAUH4gfwHcUEIeCABQRh4Qf+B/AdxcjYCvIEFQQAgBEIdiKciAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYCuIEFQYCBBRADQQBBACgC5IEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AuSBBUEAQQAoAuCBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgLggQVBAEEAKALcgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYC3IEFQQBBACgC2IEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AtiBBUEAQQAoAtSBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgLUgQVBAEEAKALQgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYC0IEFQQBBACgCzIEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AsyBBUEAQQAoAsiBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgLIgQUCQEEAKALogQUiAkUNAEEAIQEDQCABQYCBBGogAUHIgQVqLQAAOgAAIAFBAWohASACIABBAWoiAEH/AXFLDQALCwsGAEGAgQULowEAQQBCADcDwIEFQQBBHEEgIAFB4AFGIgEbNgLogQVBAEKnn+anxvST/b5/Qquzj/yRo7Pw2wAgARs3A+CBBUEAQrGWgP6fooWs6ABC/6S5iMWR2oKbfyABGzcD2IEFQQBCl7rDg5Onlod3QvLmu+Ojp/2npX8gARs3A9CBBUEAQti9loj8oLW+NkLnzKfQ1tDrs7t/IAEbNwPIgQUgABACEAQLCwwBAEGAgAQLBHAAAAA=";
      var hash$a = "8ed695a3";
      var wasmJson$a = {
        name: name$a,
        data: data$a,
        hash: hash$a
      };
      const mutex$a = new Mutex();
      let wasmCache$a = null;
      function sha224(data2) {
        if (wasmCache$a === null) {
          return lockedCreate(mutex$a, wasmJson$a, 28).then((wasm) => {
            wasmCache$a = wasm;
            return wasmCache$a.calculate(data2, 224);
          });
        }
        try {
          const hash2 = wasmCache$a.calculate(data2, 224);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA224() {
        return WASMInterface(wasmJson$a, 28).then((wasm) => {
          wasm.init(224);
          const obj = {
            init: () => {
              wasm.init(224);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 28
          };
          return obj;
        });
      }
      const mutex$9 = new Mutex();
      let wasmCache$9 = null;
      function sha256(data2) {
        if (wasmCache$9 === null) {
          return lockedCreate(mutex$9, wasmJson$a, 32).then((wasm) => {
            wasmCache$9 = wasm;
            return wasmCache$9.calculate(data2, 256);
          });
        }
        try {
          const hash2 = wasmCache$9.calculate(data2, 256);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA2562() {
        return WASMInterface(wasmJson$a, 32).then((wasm) => {
          wasm.init(256);
          const obj = {
            init: () => {
              wasm.init(256);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 32
          };
          return obj;
        });
      }
      var name$9 = "sha512";
      var data$9 = "AGFzbQEAAAABEQRgAAF/YAF/AGAAAGACf38AAwgHAAEBAQIAAwUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAAEDUhhc2hfR2V0U3RhdGUABQ5IYXNoX0NhbGN1bGF0ZQAGClNUQVRFX1NJWkUDAQrgaQcGAEGAgQQLmwIAQQBCADcDgIIFQQBBMEHAACAAQYADRiIAGzYCyIIFQQBCpJ/p99uD0trHAEL5wvibkaOz8NsAIAAbNwPAggVBAEKnn+an1sGLhltC6/qG2r+19sEfIAAbNwO4ggVBAEKRquDC9tCS2o5/Qp/Y+dnCkdqCm38gABs3A7CCBUEAQrGWgP7/zMmZ5wBC0YWa7/rPlIfRACAAGzcDqIIFQQBCubK5uI+b+5cVQvHt9Pilp/2npX8gABs3A6CCBUEAQpe6w4Ojq8CskX9Cq/DT9K/uvLc8IAAbNwOYggVBAEKHqvOzo6WKzeIAQrvOqqbY0Ouzu38gABs3A5CCBUEAQti9lojcq+fdS0KIkvOd/8z5hOoAIAAbNwOIggUL+gICAX4Hf0EAQQApA4CCBSIBIACtfDcDgIIFAkACQAJAIAGnQf8AcSICDQBBgIEEIQMMAQsgAEGAASACayIESSEFAkAgAEUNACAAIAQgBRsiA0EDcSEGIAJBgIEFaiEHQQAhAgJAIANBBEkNACADQfwBcSEIQQAhAgNAIAcgAmoiAyACQYCBBGotAAA6AAAgA0EBaiACQYGBBGotAAA6AAAgA0ECaiACQYKBBGotAAA6AAAgA0EDaiACQYOBBGotAAA6AAAgCCACQQRqIgJHDQALIAZFDQELA0AgByACaiACQYCBBGotAAA6AAAgAkEBaiECIAZBf2oiBg0ACwsgBQ0BQYCBBRADIAAgBGshACAEQYCBBGohAwsCQCAAQYABSQ0AA0AgAxADIANBgAFqIQMgAEGAf2oiAEH/AEsNAAsLIABFDQBBACEGQQAhAgNAIAJBgIEFaiADIAJqLQAAOgAAIAJBAWohAiAAIAZBAWoiBkH/AXFLDQALCwvcVgFWfkEAIAApAwgiAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCABQgiIQoCAgPgPgyABQhiIQoCA/AeDhCABQiiIQoD+A4MgAUI4iISEhCICQj+JIAJCOImFIAJCB4iFIAApAwAiAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCABQgiIQoCAgPgPgyABQhiIQoCA/AeDhCABQiiIQoD+A4MgAUI4iISEhCIDfCAAKQNIIgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiBHwgACkDcCIBQjiGIAFCgP4Dg0IohoQgAUKAgPwHg0IYhiABQoCAgPgPg0IIhoSEIAFCCIhCgICA+A+DIAFCGIhCgID8B4OEIAFCKIhCgP4DgyABQjiIhISEIgVCLYkgBUIDiYUgBUIGiIV8IgZCP4kgBkI4iYUgBkIHiIUgACkDeCIBQjiGIAFCgP4Dg0IohoQgAUKAgPwHg0IYhiABQoCAgPgPg0IIhoSEIAFCCIhCgICA+A+DIAFCGIhCgID8B4OEIAFCKIhCgP4DgyABQjiIhISEIgd8IARCP4kgBEI4iYUgBEIHiIUgACkDQCIBQjiGIAFCgP4Dg0IohoQgAUKAgPwHg0IYhiABQoCAgPgPg0IIhoSEIAFCCIhCgICA+A+DIAFCGIhCgID8B4OEIAFCKIhCgP4DgyABQjiIhISEIgh8IAApAxAiAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCABQgiIQoCAgPgPgyABQhiIQoCA/AeDhCABQiiIQoD+A4MgAUI4iISEhCIJQj+JIAlCOImFIAlCB4iFIAJ8IAApA1AiAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCABQgiIQoCAgPgPgyABQhiIQoCA/AeDhCABQiiIQoD+A4MgAUI4iISEhCIKfCAHQi2JIAdCA4mFIAdCBoiFfCILfCAAKQM4IgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiDEI/iSAMQjiJhSAMQgeIhSAAKQMwIgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiDXwgB3wgACkDKCIBQjiGIAFCgP4Dg0IohoQgAUKAgPwHg0IYhiABQoCAgPgPg0IIhoSEIAFCCIhCgICA+A+DIAFCGIhCgID8B4OEIAFCKIhCgP4DgyABQjiIhISEIg5CP4kgDkI4iYUgDkIHiIUgACkDICIBQjiGIAFCgP4Dg0IohoQgAUKAgPwHg0IYhiABQoCAgPgPg0IIhoSEIAFCCIhCgICA+A+DIAFCGIhCgID8B4OEIAFCKIhCgP4DgyABQjiIhISEIg98IAApA2giAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCABQgiIQoCAgPgPgyABQhiIQoCA/AeDhCABQiiIQoD+A4MgAUI4iISEhCIQfCAAKQMYIgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiEUI/iSARQjiJhSARQgeIhSAJfCAAKQNYIgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiEnwgBkItiSAGQgOJhSAGQgaIhXwiE0ItiSATQgOJhSATQgaIhXwiFEItiSAUQgOJhSAUQgaIhXwiFUItiSAVQgOJhSAVQgaIhXwiFnwgBUI/iSAFQjiJhSAFQgeIhSAQfCAVfCAAKQNgIgFCOIYgAUKA/gODQiiGhCABQoCA/AeDQhiGIAFCgICA+A+DQgiGhIQgAUIIiEKAgID4D4MgAUIYiEKAgPwHg4QgAUIoiEKA/gODIAFCOIiEhIQiF0I/iSAXQjiJhSAXQgeIhSASfCAUfCAKQj+JIApCOImFIApCB4iFIAR8IBN8IAhCP4kgCEI4iYUgCEIHiIUgDHwgBnwgDUI/iSANQjiJhSANQgeIhSAOfCAFfCAPQj+JIA9COImFIA9CB4iFIBF8IBd8IAtCLYkgC0IDiYUgC0IGiIV8IhhCLYkgGEIDiYUgGEIGiIV8IhlCLYkgGUIDiYUgGUIGiIV8IhpCLYkgGkIDiYUgGkIGiIV8IhtCLYkgG0IDiYUgG0IGiIV8IhxCLYkgHEIDiYUgHEIGiIV8Ih1CLYkgHUIDiYUgHUIGiIV8Ih5CP4kgHkI4iYUgHkIHiIUgB0I/iSAHQjiJhSAHQgeIhSAFfCAafCAQQj+JIBBCOImFIBBCB4iFIBd8IBl8IBJCP4kgEkI4iYUgEkIHiIUgCnwgGHwgFkItiSAWQgOJhSAWQgaIhXwiH0ItiSAfQgOJhSAfQgaIhXwiIEItiSAgQgOJhSAgQgaIhXwiIXwgFkI/iSAWQjiJhSAWQgeIhSAafCALQj+JIAtCOImFIAtCB4iFIAZ8IBt8ICFCLYkgIUIDiYUgIUIGiIV8IiJ8IBVCP4kgFUI4iYUgFUIHiIUgGXwgIXwgFEI/iSAUQjiJhSAUQgeIhSAYfCAgfCATQj+JIBNCOImFIBNCB4iFIAt8IB98IB5CLYkgHkIDiYUgHkIGiIV8IiNCLYkgI0IDiYUgI0IGiIV8IiRCLYkgJEIDiYUgJEIGiIV8IiVCLYkgJUIDiYUgJUIGiIV8IiZ8IB1CP4kgHUI4iYUgHUIHiIUgIHwgJXwgHEI/iSAcQjiJhSAcQgeIhSAffCAkfCAbQj+JIBtCOImFIBtCB4iFIBZ8ICN8IBpCP4kgGkI4iYUgGkIHiIUgFXwgHnwgGUI/iSAZQjiJhSAZQgeIhSAUfCAdfCAYQj+JIBhCOImFIBhCB4iFIBN8IBx8ICJCLYkgIkIDiYUgIkIGiIV8IidCLYkgJ0IDiYUgJ0IGiIV8IihCLYkgKEIDiYUgKEIGiIV8IilCLYkgKUIDiYUgKUIGiIV8IipCLYkgKkIDiYUgKkIGiIV8IitCLYkgK0IDiYUgK0IGiIV8IixCLYkgLEIDiYUgLEIGiIV8Ii1CP4kgLUI4iYUgLUIHiIUgIUI/iSAhQjiJhSAhQgeIhSAdfCApfCAgQj+JICBCOImFICBCB4iFIBx8ICh8IB9CP4kgH0I4iYUgH0IHiIUgG3wgJ3wgJkItiSAmQgOJhSAmQgaIhXwiLkItiSAuQgOJhSAuQgaIhXwiL0ItiSAvQgOJhSAvQgaIhXwiMHwgJkI/iSAmQjiJhSAmQgeIhSApfCAiQj+JICJCOImFICJCB4iFIB58ICp8IDBCLYkgMEIDiYUgMEIGiIV8IjF8ICVCP4kgJUI4iYUgJUIHiIUgKHwgMHwgJEI/iSAkQjiJhSAkQgeIhSAnfCAvfCAjQj+JICNCOImFICNCB4iFICJ8IC58IC1CLYkgLUIDiYUgLUIGiIV8IjJCLYkgMkIDiYUgMkIGiIV8IjNCLYkgM0IDiYUgM0IGiIV8IjRCLYkgNEIDiYUgNEIGiIV8IjV8ICxCP4kgLEI4iYUgLEIHiIUgL3wgNHwgK0I/iSArQjiJhSArQgeIhSAufCAzfCAqQj+JICpCOImFICpCB4iFICZ8IDJ8IClCP4kgKUI4iYUgKUIHiIUgJXwgLXwgKEI/iSAoQjiJhSAoQgeIhSAkfCAsfCAnQj+JICdCOImFICdCB4iFICN8ICt8IDFCLYkgMUIDiYUgMUIGiIV8IjZCLYkgNkIDiYUgNkIGiIV8IjdCLYkgN0IDiYUgN0IGiIV8IjhCLYkgOEIDiYUgOEIGiIV8IjlCLYkgOUIDiYUgOUIGiIV8IjpCLYkgOkIDiYUgOkIGiIV8IjtCLYkgO0IDiYUgO0IGiIV8IjxCP4kgPEI4iYUgPEIHiIUgMEI/iSAwQjiJhSAwQgeIhSAsfCA4fCAvQj+JIC9COImFIC9CB4iFICt8IDd8IC5CP4kgLkI4iYUgLkIHiIUgKnwgNnwgNUItiSA1QgOJhSA1QgaIhXwiPUItiSA9QgOJhSA9QgaIhXwiPkItiSA+QgOJhSA+QgaIhXwiP3wgNUI/iSA1QjiJhSA1QgeIhSA4fCAxQj+JIDFCOImFIDFCB4iFIC18IDl8ID9CLYkgP0IDiYUgP0IGiIV8IkB8IDRCP4kgNEI4iYUgNEIHiIUgN3wgP3wgM0I/iSAzQjiJhSAzQgeIhSA2fCA+fCAyQj+JIDJCOImFIDJCB4iFIDF8ID18IDxCLYkgPEIDiYUgPEIGiIV8IkFCLYkgQUIDiYUgQUIGiIV8IkJCLYkgQkIDiYUgQkIGiIV8IkNCLYkgQ0IDiYUgQ0IGiIV8IkR8IDtCP4kgO0I4iYUgO0IHiIUgPnwgQ3wgOkI/iSA6QjiJhSA6QgeIhSA9fCBCfCA5Qj+JIDlCOImFIDlCB4iFIDV8IEF8IDhCP4kgOEI4iYUgOEIHiIUgNHwgPHwgN0I/iSA3QjiJhSA3QgeIhSAzfCA7fCA2Qj+JIDZCOImFIDZCB4iFIDJ8IDp8IEBCLYkgQEIDiYUgQEIGiIV8IkVCLYkgRUIDiYUgRUIGiIV8IkZCLYkgRkIDiYUgRkIGiIV8IkdCLYkgR0IDiYUgR0IGiIV8IkhCLYkgSEIDiYUgSEIGiIV8IklCLYkgSUIDiYUgSUIGiIV8IkpCLYkgSkIDiYUgSkIGiIV8IksgSSBFID8gPSAyICwgKiAiICAgFiAGIBcgCEEAKQOoggUiTEIyiSBMQi6JhSBMQheJhUEAKQPAggUiTXxBACkDuIIFIk5BACkDsIIFIk+FIEyDIE6FfCADfEKi3KK5jfOLxcIAfCIDQQApA6CCBSJQfCIBIA98IEwgEXwgTyAJfCBOIAJ8IAEgTyBMhYMgT4V8IAFCMokgAUIuiYUgAUIXiYV8Qs3LvZ+SktGb8QB8IlFBACkDmIIFIlJ8IgkgASBMhYMgTIV8IAlCMokgCUIuiYUgCUIXiYV8Qq/2tOL++b7gtX98IlNBACkDkIIFIlR8Ig8gCSABhYMgAYV8IA9CMokgD0IuiYUgD0IXiYV8Qry3p4zY9PbaaXwiVUEAKQOIggUiAXwiESAPIAmFgyAJhXwgEUIyiSARQi6JhSARQheJhXxCuOqimr/LsKs5fCJWIFIgVCABhYMgVCABg4UgAUIkiSABQh6JhSABQhmJhXwgA3wiAnwiA3wgDCARfCANIA98IA4gCXwgAyARIA+FgyAPhXwgA0IyiSADQi6JhSADQheJhXxCmaCXsJu+xPjZAHwiDSACIAGFIFSDIAIgAYOFIAJCJIkgAkIeiYUgAkIZiYV8IFF8Igl8IgggAyARhYMgEYV8IAhCMokgCEIuiYUgCEIXiYV8Qpuf5fjK1OCfkn98Ig4gCSAChSABgyAJIAKDhSAJQiSJIAlCHomFIAlCGYmFfCBTfCIPfCIRIAggA4WDIAOFfCARQjKJIBFCLomFIBFCF4mFfEKYgrbT3dqXjqt/fCJRIA8gCYUgAoMgDyAJg4UgD0IkiSAPQh6JhSAPQhmJhXwgVXwiAnwiAyARIAiFgyAIhXwgA0IyiSADQi6JhSADQheJhXxCwoSMmIrT6oNYfCJTIAIgD4UgCYMgAiAPg4UgAkIkiSACQh6JhSACQhmJhXwgVnwiCXwiDHwgEiADfCAKIBF8IAQgCHwgDCADIBGFgyARhXwgDEIyiSAMQi6JhSAMQheJhXxCvt/Bq5Tg1sESfCIEIAkgAoUgD4MgCSACg4UgCUIkiSAJQh6JhSAJQhmJhXwgDXwiD3wiESAMIAOFgyADhXwgEUIyiSARQi6JhSARQheJhXxCjOWS9+S34ZgkfCIKIA8gCYUgAoMgDyAJg4UgD0IkiSAPQh6JhSAPQhmJhXwgDnwiAnwiAyARIAyFgyAMhXwgA0IyiSADQi6JhSADQheJhXxC4un+r724n4bVAHwiEiACIA+FIAmDIAIgD4OFIAJCJIkgAkIeiYUgAkIZiYV8IFF8Igl8IgggAyARhYMgEYV8IAhCMokgCEIuiYUgCEIXiYV8Qu+S7pPPrpff8gB8IhcgCSAChSAPgyAJIAKDhSAJQiSJIAlCHomFIAlCGYmFfCBTfCIPfCIMfCAHIAh8IAUgA3wgECARfCAMIAggA4WDIAOFfCAMQjKJIAxCLomFIAxCF4mFfEKxrdrY47+s74B/fCIDIA8gCYUgAoMgDyAJg4UgD0IkiSAPQh6JhSAPQhmJhXwgBHwiBXwiAiAMIAiFgyAIhXwgAkIyiSACQi6JhSACQheJhXxCtaScrvLUge6bf3wiCCAFIA+FIAmDIAUgD4OFIAVCJIkgBUIeiYUgBUIZiYV8IAp8IgZ8IgkgAiAMhYMgDIV8IAlCMokgCUIuiYUgCUIXiYV8QpTNpPvMrvzNQXwiDCAGIAWFIA+DIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBJ8Igd8Ig8gCSAChYMgAoV8IA9CMokgD0IuiYUgD0IXiYV8QtKVxfeZuNrNZHwiBCAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBd8IgV8IhEgFHwgGCAPfCATIAl8IAsgAnwgESAPIAmFgyAJhXwgEUIyiSARQi6JhSARQheJhXxC48u8wuPwkd9vfCICIAUgB4UgBoMgBSAHg4UgBUIkiSAFQh6JhSAFQhmJhXwgA3wiBnwiCyARIA+FgyAPhXwgC0IyiSALQi6JhSALQheJhXxCtauz3Oi45+APfCIJIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgCHwiB3wiEyALIBGFgyARhXwgE0IyiSATQi6JhSATQheJhXxC5biyvce5qIYkfCIPIAcgBoUgBYMgByAGg4UgB0IkiSAHQh6JhSAHQhmJhXwgDHwiBXwiFCATIAuFgyALhXwgFEIyiSAUQi6JhSAUQheJhXxC9YSsyfWNy/QtfCIRIAUgB4UgBoMgBSAHg4UgBUIkiSAFQh6JhSAFQhmJhXwgBHwiBnwiGHwgGiAUfCAVIBN8IBkgC3wgGCAUIBOFgyAThXwgGEIyiSAYQi6JhSAYQheJhXxCg8mb9aaVobrKAHwiFiAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IAJ8Igd8IgsgGCAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8QtT3h+rLu6rY3AB8IhkgByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAJfCIFfCITIAsgGIWDIBiFfCATQjKJIBNCLomFIBNCF4mFfEK1p8WYqJvi/PYAfCIYIAUgB4UgBoMgBSAHg4UgBUIkiSAFQh6JhSAFQhmJhXwgD3wiBnwiFCATIAuFgyALhXwgFEIyiSAUQi6JhSAUQheJhXxCq7+b866qlJ+Yf3wiGiAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBF8Igd8IhV8IBwgFHwgHyATfCAbIAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QpDk0O3SzfGYqH98IhsgByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAWfCIFfCILIBUgFIWDIBSFfCALQjKJIAtCLomFIAtCF4mFfEK/wuzHifnJgbB/fCIWIAUgB4UgBoMgBSAHg4UgBUIkiSAFQh6JhSAFQhmJhXwgGXwiBnwiEyALIBWFgyAVhXwgE0IyiSATQi6JhSATQheJhXxC5J289/v436y/f3wiGSAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBh8Igd8IhQgEyALhYMgC4V8IBRCMokgFEIuiYUgFEIXiYV8QsKfou2z/oLwRnwiGCAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBp8IgV8IhV8IB4gFHwgISATfCAdIAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QqXOqpj5qOTTVXwiGiAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBt8IgZ8IgsgFSAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8Qu+EjoCe6pjlBnwiGyAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBZ8Igd8IhMgCyAVhYMgFYV8IBNCMokgE0IuiYUgE0IXiYV8QvDcudDwrMqUFHwiFiAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBl8IgV8IhQgEyALhYMgC4V8IBRCMokgFEIuiYUgFEIXiYV8QvzfyLbU0MLbJ3wiGSAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBh8IgZ8IhUgKHwgJCAUfCAnIBN8ICMgC3wgFSAUIBOFgyAThXwgFUIyiSAVQi6JhSAVQheJhXxCppKb4YWnyI0ufCIYIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgGnwiB3wiCyAVIBSFgyAUhXwgC0IyiSALQi6JhSALQheJhXxC7dWQ1sW/m5bNAHwiGiAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBt8IgV8IhMgCyAVhYMgFYV8IBNCMokgE0IuiYUgE0IXiYV8Qt/n1uy5ooOc0wB8IhsgBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAWfCIGfCIUIBMgC4WDIAuFfCAUQjKJIBRCLomFIBRCF4mFfELex73dyOqcheUAfCIWIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgGXwiB3wiFXwgJiAUfCApIBN8ICUgC3wgFSAUIBOFgyAThXwgFUIyiSAVQi6JhSAVQheJhXxCqOXe47PXgrX2AHwiGSAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBh8IgV8IgsgFSAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8Qubdtr/kpbLhgX98IhggBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAafCIGfCITIAsgFYWDIBWFfCATQjKJIBNCLomFIBNCF4mFfEK76oik0ZCLuZJ/fCIaIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgG3wiB3wiFCATIAuFgyALhXwgFEIyiSAUQi6JhSAUQheJhXxC5IbE55SU+t+if3wiGyAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBZ8IgV8IhV8IC8gFHwgKyATfCAuIAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QoHgiOK7yZmNqH98IhYgBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAZfCIGfCILIBUgFIWDIBSFfCALQjKJIAtCLomFIAtCF4mFfEKRr+KHje7ipUJ8IhkgBiAFhSAHgyAGIAWDhSAGQiSJIAZCHomFIAZCGYmFfCAYfCIHfCITIAsgFYWDIBWFfCATQjKJIBNCLomFIBNCF4mFfEKw/NKysLSUtkd8IhggByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAafCIFfCIUIBMgC4WDIAuFfCAUQjKJIBRCLomFIBRCF4mFfEKYpL23nYO6yVF8IhogBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAbfCIGfCIVfCAxIBR8IC0gE3wgMCALfCAVIBQgE4WDIBOFfCAVQjKJIBVCLomFIBVCF4mFfEKQ0parxcTBzFZ8IhsgBiAFhSAHgyAGIAWDhSAGQiSJIAZCHomFIAZCGYmFfCAWfCIHfCILIBUgFIWDIBSFfCALQjKJIAtCLomFIAtCF4mFfEKqwMS71bCNh3R8IhYgByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAZfCIFfCITIAsgFYWDIBWFfCATQjKJIBNCLomFIBNCF4mFfEK4o++Vg46otRB8IhkgBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAYfCIGfCIUIBMgC4WDIAuFfCAUQjKJIBRCLomFIBRCF4mFfELIocvG66Kw0hl8IhggBiAFhSAHgyAGIAWDhSAGQiSJIAZCHomFIAZCGYmFfCAafCIHfCIVIDR8IDcgFHwgMyATfCA2IAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QtPWhoqFgdubHnwiGiAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBt8IgV8IgsgFSAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8QpnXu/zN6Z2kJ3wiGyAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBZ8IgZ8IhMgCyAVhYMgFYV8IBNCMokgE0IuiYUgE0IXiYV8QqiR7Yzelq/YNHwiFiAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBl8Igd8IhQgEyALhYMgC4V8IBRCMokgFEIuiYUgFEIXiYV8QuO0pa68loOOOXwiGSAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBh8IgV8IhV8IDkgFHwgNSATfCA4IAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QsuVhpquyarszgB8IhggBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAafCIGfCILIBUgFIWDIBSFfCALQjKJIAtCLomFIAtCF4mFfELzxo+798myztsAfCIaIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgG3wiB3wiEyALIBWFgyAVhXwgE0IyiSATQi6JhSATQheJhXxCo/HKtb3+m5foAHwiGyAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBZ8IgV8IhQgEyALhYMgC4V8IBRCMokgFEIuiYUgFEIXiYV8Qvzlvu/l3eDH9AB8IhYgBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAZfCIGfCIVfCA7IBR8ID4gE3wgOiALfCAVIBQgE4WDIBOFfCAVQjKJIBVCLomFIBVCF4mFfELg3tyY9O3Y0vgAfCIZIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgGHwiB3wiCyAVIBSFgyAUhXwgC0IyiSALQi6JhSALQheJhXxC8tbCj8qCnuSEf3wiGCAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBp8IgV8IhMgCyAVhYMgFYV8IBNCMokgE0IuiYUgE0IXiYV8QuzzkNOBwcDjjH98IhogBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAbfCIGfCIUIBMgC4WDIAuFfCAUQjKJIBRCLomFIBRCF4mFfEKovIybov+/35B/fCIbIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgFnwiB3wiFXwgQSAUfCBAIBN8IDwgC3wgFSAUIBOFgyAThXwgFUIyiSAVQi6JhSAVQheJhXxC6fuK9L2dm6ikf3wiFiAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBl8IgV8IgsgFSAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8QpXymZb7/uj8vn98IhkgBSAHhSAGgyAFIAeDhSAFQiSJIAVCHomFIAVCGYmFfCAYfCIGfCITIAsgFYWDIBWFfCATQjKJIBNCLomFIBNCF4mFfEKrpsmbrp7euEZ8IhggBiAFhSAHgyAGIAWDhSAGQiSJIAZCHomFIAZCGYmFfCAafCIHfCIUIBMgC4WDIAuFfCAUQjKJIBRCLomFIBRCF4mFfEKcw5nR7tnPk0p8IhogByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAbfCIFfCIVIEd8IEMgFHwgRiATfCBCIAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QoeEg47ymK7DUXwiGyAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBZ8IgZ8IgsgFSAUhYMgFIV8IAtCMokgC0IuiYUgC0IXiYV8Qp7Wg+/sup/tanwiFiAGIAWFIAeDIAYgBYOFIAZCJIkgBkIeiYUgBkIZiYV8IBl8Igd8IhMgCyAVhYMgFYV8IBNCMokgE0IuiYUgE0IXiYV8Qviiu/P+79O+dXwiGSAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBh8IgV8IhQgEyALhYMgC4V8IBRCMokgFEIuiYUgFEIXiYV8Qrrf3ZCn9Zn4BnwiHCAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBp8IgZ8IhV8ID1CP4kgPUI4iYUgPUIHiIUgOXwgRXwgREItiSBEQgOJhSBEQgaIhXwiGCAUfCBIIBN8IEQgC3wgFSAUIBOFgyAThXwgFUIyiSAVQi6JhSAVQheJhXxCprGiltq437EKfCIaIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgG3wiB3wiCyAVIBSFgyAUhXwgC0IyiSALQi6JhSALQheJhXxCrpvk98uA5p8RfCIbIAcgBoUgBYMgByAGg4UgB0IkiSAHQh6JhSAHQhmJhXwgFnwiBXwiEyALIBWFgyAVhXwgE0IyiSATQi6JhSATQheJhXxCm47xmNHmwrgbfCIdIAUgB4UgBoMgBSAHg4UgBUIkiSAFQh6JhSAFQhmJhXwgGXwiBnwiFCATIAuFgyALhXwgFEIyiSAUQi6JhSAUQheJhXxChPuRmNL+3e0ofCIeIAYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgHHwiB3wiFXwgP0I/iSA/QjiJhSA/QgeIhSA7fCBHfCA+Qj+JID5COImFID5CB4iFIDp8IEZ8IBhCLYkgGEIDiYUgGEIGiIV8IhZCLYkgFkIDiYUgFkIGiIV8IhkgFHwgSiATfCAWIAt8IBUgFCAThYMgE4V8IBVCMokgFUIuiYUgFUIXiYV8QpPJnIa076rlMnwiCyAHIAaFIAWDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBp8IgV8IhMgFSAUhYMgFIV8IBNCMokgE0IuiYUgE0IXiYV8Qrz9pq6hwa/PPHwiGiAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBt8IgZ8IhQgEyAVhYMgFYV8IBRCMokgFEIuiYUgFEIXiYV8QsyawODJ+NmOwwB8IhsgBiAFhSAHgyAGIAWDhSAGQiSJIAZCHomFIAZCGYmFfCAdfCIHfCIVIBQgE4WDIBOFfCAVQjKJIBVCLomFIBVCF4mFfEK2hfnZ7Jf14swAfCIcIAcgBoUgBYMgByAGg4UgB0IkiSAHQh6JhSAHQhmJhXwgHnwiBXwiFiBNfDcDwIIFQQAgUCAFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IAt8IgYgBYUgB4MgBiAFg4UgBkIkiSAGQh6JhSAGQhmJhXwgGnwiByAGhSAFgyAHIAaDhSAHQiSJIAdCHomFIAdCGYmFfCAbfCIFIAeFIAaDIAUgB4OFIAVCJIkgBUIeiYUgBUIZiYV8IBx8Igt8NwOgggVBACBOIEBCP4kgQEI4iYUgQEIHiIUgPHwgSHwgGUItiSAZQgOJhSAZQgaIhXwiGSATfCAWIBUgFIWDIBSFfCAWQjKJIBZCLomFIBZCF4mFfEKq/JXjz7PKv9kAfCIaIAZ8IhN8NwO4ggVBACBSIAsgBYUgB4MgCyAFg4UgC0IkiSALQh6JhSALQhmJhXwgGnwiBnw3A5iCBUEAIE8gQUI/iSBBQjiJhSBBQgeIhSBAfCAYfCBLQi2JIEtCA4mFIEtCBoiFfCAUfCATIBYgFYWDIBWFfCATQjKJIBNCLomFIBNCF4mFfELs9dvWs/Xb5d8AfCIYIAd8IhR8NwOwggVBACBUIAYgC4UgBYMgBiALg4UgBkIkiSAGQh6JhSAGQhmJhXwgGHwiB3w3A5CCBUEAIEwgRUI/iSBFQjiJhSBFQgeIhSBBfCBJfCAZQi2JIBlCA4mFIBlCBoiFfCAVfCAUIBMgFoWDIBaFfCAUQjKJIBRCLomFIBRCF4mFfEKXsJ3SxLGGouwAfCITIAV8fDcDqIIFQQAgASAHIAaFIAuDIAcgBoOFIAdCJIkgB0IeiYUgB0IZiYV8IBN8fDcDiIIFC7ULAgF+BH9BACkDgIIFIgCnQQN2QQ9xIgFBA3QiAiACKQOAgQVCfyAAQgOGIgCGQn+Fg0KAASAAhoU3A4CBBSABQQFqIQMCQAJAAkAgAUEOSQ0AAkAgA0EPRw0AQQBCADcD+IEFC0GAgQUQA0EAIQRBACEDDAELIAMhASADQQdxIgRBB0YNAQsgA0EDdEGAgQVqIQFBACECA0AgAUIANwMAIAFBCGohASAEIAJBAWoiAnNBB0cNAAsgAyACaiEBCwJAIANBeGpBB0kNAAJAQQcgAWsiBEEIcQ0AIAFBA3QiAkIANwO4gQUgAkIANwOwgQUgAkIANwOogQUgAkIANwOggQUgAkIANwOYgQUgAkIANwOQgQUgAkIANwOIgQUgAkIANwOAgQUgBEEISQ0BIAFBCGohAQsgAUEDdEGAgQVqIQEDQCABQgA3AwAgAUH4AGpCADcDACABQfAAakIANwMAIAFB6ABqQgA3AwAgAUHgAGpCADcDACABQdgAakIANwMAIAFB0ABqQgA3AwAgAUHIAGpCADcDACABQcAAakIANwMAIAFBOGpCADcDACABQTBqQgA3AwAgAUEoakIANwMAIAFBIGpCADcDACABQRhqQgA3AwAgAUEQakIANwMAIAFBCGpCADcDACABQYABaiEBDAALC0EAIQJBAEEAKQOAggUiAEI7hiAAQiuGQoCAgICAgMD/AIOEIABCG4ZCgICAgIDgP4MgAEILhkKAgICA8B+DhIQgAEIFiEKAgID4D4MgAEIViEKAgPwHg4QgAEIliEKA/gODIABCA4ZCOIiEhIQ3A/iBBUGAgQUQA0EAQQApA8CCBSIAQjiGIABCgP4Dg0IohoQgAEKAgPwHg0IYhiAAQoCAgPgPg0IIhoSEIABCCIhCgICA+A+DIABCGIhCgID8B4OEIABCKIhCgP4DgyAAQjiIhISENwPAggVBAEEAKQO4ggUiAEI4hiAAQoD+A4NCKIaEIABCgID8B4NCGIYgAEKAgID4D4NCCIaEhCAAQgiIQoCAgPgPgyAAQhiIQoCA/AeDhCAAQiiIQoD+A4MgAEI4iISEhDcDuIIFQQBBACkDsIIFIgBCOIYgAEKA/gODQiiGhCAAQoCA/AeDQhiGIABCgICA+A+DQgiGhIQgAEIIiEKAgID4D4MgAEIYiEKAgPwHg4QgAEIoiEKA/gODIABCOIiEhIQ3A7CCBUEAQQApA6iCBSIAQjiGIABCgP4Dg0IohoQgAEKAgPwHg0IYhiAAQoCAgPgPg0IIhoSEIABCCIhCgICA+A+DIABCGIhCgID8B4OEIABCKIhCgP4DgyAAQjiIhISENwOoggVBAEEAKQOgggUiAEI4hiAAQoD+A4NCKIaEIABCgID8B4NCGIYgAEKAgID4D4NCCIaEhCAAQgiIQoCAgPgPgyAAQhiIQoCA/AeDhCAAQiiIQoD+A4MgAEI4iISEhDcDoIIFQQBBACkDmIIFIgBCOIYgAEKA/gODQiiGhCAAQoCA/AeDQhiGIABCgICA+A+DQgiGhIQgAEIIiEKAgID4D4MgAEIYiEKAgPwHg4QgAEIoiEKA/gODIABCOIiEhIQ3A5iCBUEAQQApA5CCBSIAQjiGIABCgP4Dg0IohoQgAEKAgPwHg0IYhiAAQoCAgPgPg0IIhoSEIABCCIhCgICA+A+DIABCGIhCgID8B4OEIABCKIhCgP4DgyAAQjiIhISENwOQggVBAEEAKQOIggUiAEI4hiAAQoD+A4NCKIaEIABCgID8B4NCGIYgAEKAgID4D4NCCIaEhCAAQgiIQoCAgPgPgyAAQhiIQoCA/AeDhCAAQiiIQoD+A4MgAEI4iISEhDcDiIIFAkBBACgCyIIFIgRFDQBBACEBA0AgAUGAgQRqIAFBiIIFai0AADoAACABQQFqIQEgBCACQQFqIgJB/wFxSw0ACwsLBgBBgIEFC6ECAEEAQgA3A4CCBUEAQTBBwAAgAUGAA0YiARs2AsiCBUEAQqSf6ffbg9LaxwBC+cL4m5Gjs/DbACABGzcDwIIFQQBCp5/mp9bBi4ZbQuv6htq/tfbBHyABGzcDuIIFQQBCkargwvbQktqOf0Kf2PnZwpHagpt/IAEbNwOwggVBAEKxloD+/8zJmecAQtGFmu/6z5SH0QAgARs3A6iCBUEAQrmyubiPm/uXFULx7fT4paf9p6V/IAEbNwOgggVBAEKXusODo6vArJF/Qqvw0/Sv7ry3PCABGzcDmIIFQQBCh6rzs6Olis3iAEK7zqqm2NDrs7t/IAEbNwOQggVBAELYvZaI3Kvn3UtCiJLznf/M+YTqACABGzcDiIIFIAAQAhAECwsMAQBBgIAECwTQAAAA";
      var hash$9 = "922e1bd0";
      var wasmJson$9 = {
        name: name$9,
        data: data$9,
        hash: hash$9
      };
      const mutex$8 = new Mutex();
      let wasmCache$8 = null;
      function sha384(data2) {
        if (wasmCache$8 === null) {
          return lockedCreate(mutex$8, wasmJson$9, 48).then((wasm) => {
            wasmCache$8 = wasm;
            return wasmCache$8.calculate(data2, 384);
          });
        }
        try {
          const hash2 = wasmCache$8.calculate(data2, 384);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA384() {
        return WASMInterface(wasmJson$9, 48).then((wasm) => {
          wasm.init(384);
          const obj = {
            init: () => {
              wasm.init(384);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 128,
            digestSize: 48
          };
          return obj;
        });
      }
      const mutex$7 = new Mutex();
      let wasmCache$7 = null;
      function sha512(data2) {
        if (wasmCache$7 === null) {
          return lockedCreate(mutex$7, wasmJson$9, 64).then((wasm) => {
            wasmCache$7 = wasm;
            return wasmCache$7.calculate(data2, 512);
          });
        }
        try {
          const hash2 = wasmCache$7.calculate(data2, 512);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSHA512() {
        return WASMInterface(wasmJson$9, 64).then((wasm) => {
          wasm.init(512);
          const obj = {
            init: () => {
              wasm.init(512);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 128,
            digestSize: 64
          };
          return obj;
        });
      }
      var name$8 = "xxhash32";
      var data$8 = "AGFzbQEAAAABEQRgAAF/YAF/AGAAAGACf38AAwcGAAEBAgADBQQBAQICBg8CfwFBgIAEC38AQYCABAsHggEJBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMADkhhc2hfR2V0QnVmZmVyAAAJSGFzaF9Jbml0AAELSGFzaF9VcGRhdGUAAgpIYXNoX0ZpbmFsAAMNSGFzaF9HZXRTdGF0ZQAEDkhhc2hfQ2FsY3VsYXRlAAUKU1RBVEVfU0laRQMBCoUQBgYAQYCBBAtNAEEAQgA3A6iBBUEAIAA2AoiBBUEAIABBz4yijgZqNgKMgQVBACAAQfeUr694ajYChIEFQQAgAEGoiI2hAmo2AoCBBUEAQQA2AqCBBQulCAEHfwJAIABFDQBBAEEAKQOogQUgAK18NwOogQUCQEEAKAKggQUiASAAakEPSw0AQYCBBCECAkACQCAAQQNxIgMNACAAIQMMAQsDQEEAQQAoAqCBBSIEQQFqNgKggQUgBCACLQAAOgCQgQUgAkEBaiECIANBf2oiAw0ACyAAQXxxIQMLIABBBEkNAQNAQQBBACgCoIEFIgRBAWo2AqCBBSAEIAItAAA6AJCBBSACQQFqLQAAIQRBAEEAKAKggQUiBUEBajYCoIEFIAUgBDoAkIEFIAJBAmotAAAhBEEAQQAoAqCBBSIFQQFqNgKggQUgBSAEOgCQgQUgAkEDai0AACEEQQBBACgCoIEFIgVBAWo2AqCBBSAFIAQ6AJCBBSACQQRqIQIgA0F8aiIDDQAMAgsLIABB8IAEaiEGAkACQCABDQBBACgCjIEFIQNBACgCiIEFIQRBACgChIEFIQVBACgCgIEFIQFBgIEEIQIMAQtBgIEEIQICQCABQQ9LDQBBgIEEIQICQAJAQQAgAWtBA3EiAw0AIAEhBAwBCyABIQQDQEEAIAQiBUEBaiIENgKggQUgBUGQgQVqIAItAAA6AAAgAkEBaiECIANBf2oiAw0ACwsgAUEMSw0AQQAhBQNAIAIgBWoiAS0AACEHQQAgBCAFaiIDQQFqNgKggQUgA0GQgQVqIAc6AAAgAUEBai0AACEHQQAgA0ECajYCoIEFIANBkYEFaiAHOgAAIAFBAmotAAAhB0EAIANBA2o2AqCBBSADQZKBBWogBzoAACABQQNqLQAAIQFBACADQQRqNgKggQUgA0GTgQVqIAE6AAAgBCAFQQRqIgVqQRBHDQALIAIgBWohAgtBAEEAKAKQgQVB95Svr3hsQQAoAoCBBWpBDXdBsfPd8XlsIgE2AoCBBUEAQQAoApSBBUH3lK+veGxBACgChIEFakENd0Gx893xeWwiBTYChIEFQQBBACgCmIEFQfeUr694bEEAKAKIgQVqQQ13QbHz3fF5bCIENgKIgQVBAEEAKAKcgQVB95Svr3hsQQAoAoyBBWpBDXdBsfPd8XlsIgM2AoyBBQsgAEGAgQRqIQACQCACIAZLDQADQCACKAIAQfeUr694bCABakENd0Gx893xeWwhASACQQxqKAIAQfeUr694bCADakENd0Gx893xeWwhAyACQQhqKAIAQfeUr694bCAEakENd0Gx893xeWwhBCACQQRqKAIAQfeUr694bCAFakENd0Gx893xeWwhBSACQRBqIgIgBk0NAAsLQQAgAzYCjIEFQQAgBDYCiIEFQQAgBTYChIEFQQAgATYCgIEFQQAgACACazYCoIEFIAAgAkYNAEEAIQMDQCADQZCBBWogAiADai0AADoAACADQQFqIgNBACgCoIEFSQ0ACwsLlwMCAX4Gf0EAKQOogQUiAKchAQJAAkAgAEIQVA0AQQAoAoSBBUEHd0EAKAKAgQVBAXdqQQAoAoiBBUEMd2pBACgCjIEFQRJ3aiECDAELQQAoAoiBBUGxz9myAWohAgsgAiABaiEBQZCBBSEDQQAoAqCBBSIEQZCBBWohBQJAIARBBEkNAEGQgQUhAwNAIAMiAkEEaiEDIAIoAgBBvdzKlXxsIAFqQRF3Qa/W074CbCEBIAJBCGogBU0NAAsLAkAgAyAFRg0AIARBj4EFaiEGAkACQCAEIANrQQFxDQAgAyECDAELIANBAWohAiADLQAAQbHP2bIBbCABakELd0Gx893xeWwhAQsgBiADRg0AA0AgAkEBai0AAEGxz9myAWwgAi0AAEGxz9myAWwgAWpBC3dBsfPd8XlsakELd0Gx893xeWwhASACQQJqIgIgBUcNAAsLQQAgAUEPdiABc0H3lK+veGwiAUENdiABc0G93MqVfGwiAUEQdiABcyIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyrTcDgIEECwYAQYCBBQvmAwIBfgR/QQBCADcDqIEFQQAgATYCiIEFQQAgAUHPjKKOBmo2AoyBBUEAIAFB95Svr3hqNgKEgQVBACABQaiIjaECajYCgIEFQQBBADYCoIEFIAAQAkEAKQOogQUiAqchAQJAAkAgAkIQVA0AQQAoAoSBBUEHd0EAKAKAgQVBAXdqQQAoAoiBBUEMd2pBACgCjIEFQRJ3aiEADAELQQAoAoiBBUGxz9myAWohAAsgACABaiEBQZCBBSEDQQAoAqCBBSIEQZCBBWohBQJAIARBBEkNAEGQgQUhAwNAIAMiAEEEaiEDIAAoAgBBvdzKlXxsIAFqQRF3Qa/W074CbCEBIABBCGogBU0NAAsLAkAgAyAFRg0AIARBj4EFaiEGAkACQCAEIANrQQFxDQAgAyEADAELIANBAWohACADLQAAQbHP2bIBbCABakELd0Gx893xeWwhAQsgBiADRg0AA0AgAEEBai0AAEGxz9myAWwgAC0AAEGxz9myAWwgAWpBC3dBsfPd8XlsakELd0Gx893xeWwhASAAQQJqIgAgBUcNAAsLQQAgAUEPdiABc0H3lK+veGwiAUENdiABc0G93MqVfGwiAUEQdiABcyIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyrTcDgIEECwsMAQBBgIAECwQwAAAA";
      var hash$8 = "b857aa2d";
      var wasmJson$8 = {
        name: name$8,
        data: data$8,
        hash: hash$8
      };
      const mutex$6 = new Mutex();
      let wasmCache$6 = null;
      function validateSeed$3(seed) {
        if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
          return new Error("Seed must be a valid 32-bit long unsigned integer.");
        }
        return null;
      }
      function xxhash32(data2, seed = 0) {
        if (validateSeed$3(seed)) {
          return Promise.reject(validateSeed$3(seed));
        }
        if (wasmCache$6 === null) {
          return lockedCreate(mutex$6, wasmJson$8, 4).then((wasm) => {
            wasmCache$6 = wasm;
            return wasmCache$6.calculate(data2, seed);
          });
        }
        try {
          const hash2 = wasmCache$6.calculate(data2, seed);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createXXHash32(seed = 0) {
        if (validateSeed$3(seed)) {
          return Promise.reject(validateSeed$3(seed));
        }
        return WASMInterface(wasmJson$8, 4).then((wasm) => {
          wasm.init(seed);
          const obj = {
            init: () => {
              wasm.init(seed);
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 16,
            digestSize: 4
          };
          return obj;
        });
      }
      var name$7 = "xxhash64";
      var data$7 = "AGFzbQEAAAABDANgAAF/YAAAYAF/AAMHBgABAgEAAQUEAQECAgYPAn8BQYCABAt/AEGAgAQLB4IBCQZtZW1vcnkCAA9fX3N0YWNrX3BvaW50ZXIDAA5IYXNoX0dldEJ1ZmZlcgAACUhhc2hfSW5pdAABC0hhc2hfVXBkYXRlAAIKSGFzaF9GaW5hbAADDUhhc2hfR2V0U3RhdGUABA5IYXNoX0NhbGN1bGF0ZQAFClNUQVRFX1NJWkUDAQqGEQYGAEGAgQQLZAEBfkEAQgA3A8iBBUEAQQApA4CBBCIANwOQgQVBACAAQvnq0NDnyaHk4QB8NwOYgQVBACAAQs/W077Sx6vZQnw3A4iBBUEAIABC1uuC7ur9ifXgAHw3A4CBBUEAQQA2AsCBBQvQCQMFfwR+AX8CQCAARQ0AQQBBACkDyIEFIACtfDcDyIEFAkBBACgCwIEFIgEgAGpBH0sNAEGAgQQhAgJAAkAgAEEDcSIDDQAgACEDDAELA0BBAEEAKALAgQUiAUEBajYCwIEFIAEgAi0AADoAoIEFIAJBAWohAiADQX9qIgMNAAsgAEF8cSEDCyAAQQRJDQEDQEEAQQAoAsCBBSIBQQFqNgLAgQUgASACLQAAOgCggQUgAkEBai0AACEBQQBBACgCwIEFIgRBAWo2AsCBBSAEIAE6AKCBBSACQQJqLQAAIQFBAEEAKALAgQUiBEEBajYCwIEFIAQgAToAoIEFIAJBA2otAAAhAUEAQQAoAsCBBSIEQQFqNgLAgQUgBCABOgCggQUgAkEEaiECIANBfGoiAw0ADAILCyAAQeCABGohBQJAAkAgAQ0AQQApA5iBBSEGQQApA5CBBSEHQQApA4iBBSEIQQApA4CBBSEJQYCBBCECDAELQYCBBCECAkAgAUEfSw0AQYCBBCECAkACQEEAIAFrQQNxIgMNACABIQQMAQsgASEEA0AgBEGggQVqIAItAAA6AAAgBEEBaiEEIAJBAWohAiADQX9qIgMNAAsLIAFBHEsNAAJAQRwgBGsiA0EEcQ0AIARBoIEFaiACLQAAOgAAIARBoYEFaiACLQABOgAAIARBooEFaiACLQACOgAAIARBo4EFaiACLQADOgAAIAJBBGohAiADQQRJDQEgBEEEaiEEC0EAIQoDQCAEIApqIgNBoIEFaiACIApqIgEtAAA6AAAgA0GhgQVqIAFBAWotAAA6AAAgA0GigQVqIAFBAmotAAA6AAAgA0GjgQVqIAFBA2otAAA6AAAgA0GkgQVqIAFBBGotAAA6AAAgA0GlgQVqIAFBBWotAAA6AAAgA0GmgQVqIAFBBmotAAA6AAAgA0GngQVqIAFBB2otAAA6AAAgBCAKQQhqIgpqQSBHDQALIAIgCmohAgtBAEEAKQOggQVCz9bTvtLHq9lCfkEAKQOAgQV8Qh+JQoeVr6+Ytt6bnn9+Igk3A4CBBUEAQQApA6iBBULP1tO+0ser2UJ+QQApA4iBBXxCH4lCh5Wvr5i23puef34iCDcDiIEFQQBBACkDsIEFQs/W077Sx6vZQn5BACkDkIEFfEIfiUKHla+vmLbem55/fiIHNwOQgQVBAEEAKQO4gQVCz9bTvtLHq9lCfkEAKQOYgQV8Qh+JQoeVr6+Ytt6bnn9+IgY3A5iBBQsgAEGAgQRqIQMCQCACIAVLDQADQCACKQMAQs/W077Sx6vZQn4gCXxCH4lCh5Wvr5i23puef34hCSACQRhqKQMAQs/W077Sx6vZQn4gBnxCH4lCh5Wvr5i23puef34hBiACQRBqKQMAQs/W077Sx6vZQn4gB3xCH4lCh5Wvr5i23puef34hByACQQhqKQMAQs/W077Sx6vZQn4gCHxCH4lCh5Wvr5i23puef34hCCACQSBqIgIgBU0NAAsLQQAgBjcDmIEFQQAgBzcDkIEFQQAgCDcDiIEFQQAgCTcDgIEFQQAgAyACazYCwIEFIAMgAkYNAEEAIQMDQCADQaCBBWogAiADai0AADoAACADQQFqIgNBACgCwIEFSQ0ACwsLuwYCBX4FfwJAAkBBACkDyIEFIgBCIFQNAEEAKQOIgQUiAUIHiUEAKQOAgQUiAkIBiXxBACkDkIEFIgNCDIl8QQApA5iBBSIEQhKJfCACQs/W077Sx6vZQn5CH4lCh5Wvr5i23puef36FQoeVr6+Ytt6bnn9+QuPcypX8zvL1hX98IAFCz9bTvtLHq9lCfkIfiUKHla+vmLbem55/foVCh5Wvr5i23puef35C49zKlfzO8vWFf3wgA0LP1tO+0ser2UJ+Qh+JQoeVr6+Ytt6bnn9+hUKHla+vmLbem55/fkLj3MqV/M7y9YV/fCAEQs/W077Sx6vZQn5CH4lCh5Wvr5i23puef36FQoeVr6+Ytt6bnn9+QuPcypX8zvL1hX98IQEMAQtBACkDkIEFQsXP2bLx5brqJ3whAQsgASAAfCEAQaCBBSEFQQAoAsCBBSIGQaCBBWohBwJAIAZBCEkNAEGggQUhBQNAIAUiCEEIaiEFIAgpAwBCz9bTvtLHq9lCfkIfiUKHla+vmLbem55/fiAAhUIbiUKHla+vmLbem55/fkLj3MqV/M7y9YV/fCEAIAhBEGogB00NAAsLAkACQCAFQQRqIgkgB00NACAFIQkMAQsgBTUCAEKHla+vmLbem55/fiAAhUIXiULP1tO+0ser2UJ+Qvnz3fGZ9pmrFnwhAAsCQCAJIAdGDQAgBkGfgQVqIQUCQAJAIAYgCWtBAXENACAJIQgMAQsgCUEBaiEIIAkxAABCxc/ZsvHluuonfiAAhUILiUKHla+vmLbem55/fiEACyAFIAlGDQADQCAIQQFqMQAAQsXP2bLx5brqJ34gCDEAAELFz9my8eW66id+IACFQguJQoeVr6+Ytt6bnn9+hUILiUKHla+vmLbem55/fiEAIAhBAmoiCCAHRw0ACwtBACAAQiGIIACFQs/W077Sx6vZQn4iAEIdiCAAhUL5893xmfaZqxZ+IgBCIIggAIUiAUI4hiABQoD+A4NCKIaEIAFCgID8B4NCGIYgAUKAgID4D4NCCIaEhCAAQgiIQoCAgPgPgyAAQhiIQoCA/AeDhCAAQiiIQoD+A4MgAEI4iISEhDcDgIEECwYAQYCBBQsCAAsLDAEAQYCABAsEUAAAAA==";
      var hash$7 = "09c6be90";
      var wasmJson$7 = {
        name: name$7,
        data: data$7,
        hash: hash$7
      };
      const mutex$5 = new Mutex();
      let wasmCache$5 = null;
      const seedBuffer$2 = new Uint8Array(8);
      function validateSeed$2(seed) {
        if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
          return new Error("Seed must be given as two valid 32-bit long unsigned integers (lo + high).");
        }
        return null;
      }
      function writeSeed$2(arr, low, high) {
        const buffer = new DataView(arr);
        buffer.setUint32(0, low, true);
        buffer.setUint32(4, high, true);
      }
      function xxhash64(data2, seedLow = 0, seedHigh = 0) {
        if (validateSeed$2(seedLow)) {
          return Promise.reject(validateSeed$2(seedLow));
        }
        if (validateSeed$2(seedHigh)) {
          return Promise.reject(validateSeed$2(seedHigh));
        }
        if (wasmCache$5 === null) {
          return lockedCreate(mutex$5, wasmJson$7, 8).then((wasm) => {
            wasmCache$5 = wasm;
            writeSeed$2(seedBuffer$2.buffer, seedLow, seedHigh);
            wasmCache$5.writeMemory(seedBuffer$2);
            return wasmCache$5.calculate(data2);
          });
        }
        try {
          writeSeed$2(seedBuffer$2.buffer, seedLow, seedHigh);
          wasmCache$5.writeMemory(seedBuffer$2);
          const hash2 = wasmCache$5.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createXXHash64(seedLow = 0, seedHigh = 0) {
        if (validateSeed$2(seedLow)) {
          return Promise.reject(validateSeed$2(seedLow));
        }
        if (validateSeed$2(seedHigh)) {
          return Promise.reject(validateSeed$2(seedHigh));
        }
        return WASMInterface(wasmJson$7, 8).then((wasm) => {
          const instanceBuffer = new Uint8Array(8);
          writeSeed$2(instanceBuffer.buffer, seedLow, seedHigh);
          wasm.writeMemory(instanceBuffer);
          wasm.init();
          const obj = {
            init: () => {
              wasm.writeMemory(instanceBuffer);
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 32,
            digestSize: 8
          };
          return obj;
        });
      }
      var name$6 = "xxhash3";
      var data$6 = "AGFzbQEAAAABNAhgAAF/YAR/f39/AGAHf39/f39/fwBgBH9+fn4BfmAEf39/fgF+YAN/f34BfmAAAGABfwADDg0AAQIDBAUFBQYHBgAGBQQBAQICBg8CfwFBgIAEC38AQcCBBAsHggEJBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMADkhhc2hfR2V0QnVmZmVyAAAJSGFzaF9Jbml0AAgLSGFzaF9VcGRhdGUACQpIYXNoX0ZpbmFsAAoNSGFzaF9HZXRTdGF0ZQALDkhhc2hfQ2FsY3VsYXRlAAwKU1RBVEVfU0laRQMBCo9CDQYAQYCCBAvzAwQBfwh+AX8IfgJAIANFDQAgA0EDdCEEIAApAzAhBSAAKQM4IQYgACkDICEHIAApAyghCCAAKQMQIQkgACkDGCEKIAApAwAhCyAAKQMIIQxBACENA0AgBiABQTBqKQMAIg58IAIgDWoiA0E4aikDACABQThqKQMAIg+FIgZCIIggBkL/////D4N+fCEGIAggAUEgaikDACIQfCADQShqKQMAIAFBKGopAwAiEYUiCEIgiCAIQv////8Pg358IQggCiABQRBqKQMAIhJ8IANBGGopAwAgAUEYaikDACIThSIKQiCIIApC/////w+DfnwhCiAMIAEpAwAiFHwgA0EIaikDACABQQhqKQMAIhWFIgxCIIggDEL/////D4N+fCEMIANBMGopAwAgDoUiDkIgiCAOQv////8Pg34gBXwgD3whBSADQSBqKQMAIBCFIg5CIIggDkL/////D4N+IAd8IBF8IQcgA0EQaikDACAShSIOQiCIIA5C/////w+DfiAJfCATfCEJIAMpAwAgFIUiDkIgiCAOQv////8Pg34gC3wgFXwhCyABQcAAaiEBIAQgDUEIaiINRw0ACyAAIAo3AxggACALNwMAIAAgDDcDCCAAIAg3AyggACAJNwMQIAAgBjcDOCAAIAc3AyAgACAFNwMwCwveAgIBfwF+AkAgBCACIAEoAgAiB2siAkkNACAAIAMgBSAHQQN0aiACEAEgACAFIAZqIgcpAwAgACkDACIIQi+IhSAIhUKx893xCX43AwAgACAHKQMIIAApAwgiCEIviIUgCIVCsfPd8Ql+NwMIIAAgBykDECAAKQMQIghCL4iFIAiFQrHz3fEJfjcDECAAIAcpAxggACkDGCIIQi+IhSAIhUKx893xCX43AxggACAHKQMgIAApAyAiCEIviIUgCIVCsfPd8Ql+NwMgIAAgBykDKCAAKQMoIghCL4iFIAiFQrHz3fEJfjcDKCAAIAcpAzAgACkDMCIIQi+IhSAIhUKx893xCX43AzAgACAHKQM4IAApAzgiCEIviIUgCIVCsfPd8Ql+NwM4IAAgAyACQQZ0aiAFIAQgAmsiBxABIAEgBzYCAA8LIAAgAyAFIAdBA3RqIAQQASABIAcgBGo2AgALewEBfyACIAGFIAOnIgRB/4H8B3FBCHggBEEYeEH/gfwHcXKtQiCGIAOFfUEANQKAhAVCIIYgAEH8gwVqNQIAhIUiA0IxiSADQhiJhSADhUKlvuP00YyH2Z9/fiIDQiOIIACtfCADhUKlvuP00YyH2Z9/fiIDQhyIIAOFC2QAIAMgAiABc618IgNCIYhBAC0AgIQFQRB0IABBCHRyIABBAXYtAICEBUEYdHIgAEH/gwVqLQAAcq2FIAOFQs/W077Sx6vZQn4iA0IdiCADhUL5893xmfaZqxZ+IgNCIIggA4ULhwMBBX4CQCAAQQlJDQBBACkDgIQFIAEpAyAgASkDGIUgAnyFIgNCOIYgA0KA/gODQiiGhCADQoCA/AeDQhiGIANCgICA+A+DQgiGhIQgA0IIiEKAgID4D4MgA0IYiEKAgPwHg4QgA0IoiEKA/gODIANCOIiEhIQgAK18IABB+IMFaikDACABKQMwIAEpAyiFIAJ9hSICfCACQv////8PgyIEIANCIIgiBX4iBiACQiCIIgIgA0L/////D4MiB358IgNCIIggAiAFfnxCgICAgBBCACADIAZUG3wgA0IghiIDIAQgB358IgIgA1StfCAChXwiA0IliCADhUL5893xmfKZqxZ+IgNCIIggA4UPCwJAIABBBEkNACAAIAFBCGopAwAgAUEQaikDACACEAMPCwJAIABFDQAgACABKAIAIAFBBGooAgAgAhAEDwsgASkDOCABKQNAhSAChSIDQiGIIAOFQs/W077Sx6vZQn4iA0IdiCADhUL5893xmfaZqxZ+IgNCIIggA4ULzggBB34gAK1Ch5Wvr5i23puef34hAwJAIABBIUkNAAJAIABBwQBJDQACQCAAQeEASQ0AIAEpA2ggAn1BACkDuIQFhSIEQv////8PgyIFIAEpA2AgAnxBACkDsIQFhSIGQiCIIgd+IgggBEIgiCIJIAZC/////w+DIgZ+fCIEQiCIIAkgB358QoCAgIAQQgAgBCAIVBt8IARCIIYiBCAFIAZ+fCIFIARUrXwgBYUgA3wgASkDeCACfSAAQciDBWopAwCFIgNC/////w+DIgQgASkDcCACfCAAQcCDBWopAwCFIgVCIIgiBn4iByADQiCIIgggBUL/////D4MiBX58IgNCIIggCCAGfnxCgICAgBBCACADIAdUG3wgA0IghiIDIAQgBX58IgQgA1StfCAEhXwhAwsgASkDSCACfUEAKQOohAWFIgRC/////w+DIgUgASkDQCACfEEAKQOghAWFIgZCIIgiB34iCCAEQiCIIgkgBkL/////D4MiBn58IgRCIIggCSAHfnxCgICAgBBCACAEIAhUG3wgBEIghiIEIAUgBn58IgUgBFStfCAFhSADfCABKQNYIAJ9IABB2IMFaikDAIUiA0L/////D4MiBCABKQNQIAJ8IABB0IMFaikDAIUiBUIgiCIGfiIHIANCIIgiCCAFQv////8PgyIFfnwiA0IgiCAIIAZ+fEKAgICAEEIAIAMgB1QbfCADQiCGIgMgBCAFfnwiBCADVK18IASFfCEDCyABKQMoIAJ9QQApA5iEBYUiBEL/////D4MiBSABKQMgIAJ8QQApA5CEBYUiBkIgiCIHfiIIIARCIIgiCSAGQv////8PgyIGfnwiBEIgiCAJIAd+fEKAgICAEEIAIAQgCFQbfCAEQiCGIgQgBSAGfnwiBSAEVK18IAWFIAN8IAEpAzggAn0gAEHogwVqKQMAhSIDQv////8PgyIEIAEpAzAgAnwgAEHggwVqKQMAhSIFQiCIIgZ+IgcgA0IgiCIIIAVC/////w+DIgV+fCIDQiCIIAggBn58QoCAgIAQQgAgAyAHVBt8IANCIIYiAyAEIAV+fCIEIANUrXwgBIV8IQMLIAEpAwggAn1BACkDiIQFhSIEQv////8PgyIFIAEpAwAgAnxBACkDgIQFhSIGQiCIIgd+IgggBEIgiCIJIAZC/////w+DIgZ+fCIEQiCIIAkgB358QoCAgIAQQgAgBCAIVBt8IARCIIYiBCAFIAZ+fCIFIARUrXwgBYUgA3wgASkDGCACfSAAQfiDBWopAwCFIgNC/////w+DIgQgASkDECACfCAAQfCDBWopAwCFIgJCIIgiBX4iBiADQiCIIgMgAkL/////D4MiB358IgJCIIggAyAFfnxCgICAgBBCACACIAZUG3wgAkIghiICIAQgB358IgMgAlStfCADhXwiAkIliCAChUL5893xmfKZqxZ+IgJCIIggAoUL5QoEAX8GfgJ/AX5BACEDIAEpA3ggAn1BACkD+IQFhSIEQv////8PgyIFIAEpA3AgAnxBACkD8IQFhSIGQiCIIgd+IgggBEIgiCIJIAZC/////w+DIgZ+fCIEQiCIIAkgB358QoCAgIAQQgAgBCAIVBt8IARCIIYiBCAFIAZ+fCIFIARUrXwgBYUgASkDaCACfUEAKQPohAWFIgRC/////w+DIgUgASkDYCACfEEAKQPghAWFIgZCIIgiB34iCCAEQiCIIgkgBkL/////D4MiBn58IgRCIIggCSAHfnxCgICAgBBCACAEIAhUG3wgBEIghiIEIAUgBn58IgUgBFStfCAFhSABKQNYIAJ9QQApA9iEBYUiBEL/////D4MiBSABKQNQIAJ8QQApA9CEBYUiBkIgiCIHfiIIIARCIIgiCSAGQv////8PgyIGfnwiBEIgiCAJIAd+fEKAgICAEEIAIAQgCFQbfCAEQiCGIgQgBSAGfnwiBSAEVK18IAWFIAEpA0ggAn1BACkDyIQFhSIEQv////8PgyIFIAEpA0AgAnxBACkDwIQFhSIGQiCIIgd+IgggBEIgiCIJIAZC/////w+DIgZ+fCIEQiCIIAkgB358QoCAgIAQQgAgBCAIVBt8IARCIIYiBCAFIAZ+fCIFIARUrXwgBYUgASkDOCACfUEAKQO4hAWFIgRC/////w+DIgUgASkDMCACfEEAKQOwhAWFIgZCIIgiB34iCCAEQiCIIgkgBkL/////D4MiBn58IgRCIIggCSAHfnxCgICAgBBCACAEIAhUG3wgBEIghiIEIAUgBn58IgUgBFStfCAFhSABKQMoIAJ9QQApA6iEBYUiBEL/////D4MiBSABKQMgIAJ8QQApA6CEBYUiBkIgiCIHfiIIIARCIIgiCSAGQv////8PgyIGfnwiBEIgiCAJIAd+fEKAgICAEEIAIAQgCFQbfCAEQiCGIgQgBSAGfnwiBSAEVK18IAWFIAEpAxggAn1BACkDmIQFhSIEQv////8PgyIFIAEpAxAgAnxBACkDkIQFhSIGQiCIIgd+IgggBEIgiCIJIAZC/////w+DIgZ+fCIEQiCIIAkgB358QoCAgIAQQgAgBCAIVBt8IARCIIYiBCAFIAZ+fCIFIARUrXwgBYUgASkDCCACfUEAKQOIhAWFIgRC/////w+DIgUgASkDACACfEEAKQOAhAWFIgZCIIgiB34iCCAEQiCIIgkgBkL/////D4MiBn58IgRCIIggCSAHfnxCgICAgBBCACAEIAhUG3wgBEIghiIEIAUgBn58IgUgBFStfCAFhSAArUKHla+vmLbem55/fnx8fHx8fHx8IgRCJYggBIVC+fPd8ZnymasWfiIEQiCIIASFIQUCQCAAQZABSQ0AIABBcHFBgH9qIQoDQCABIANqIgtBC2opAwAgAn0gA0GIhQVqKQMAhSIEQv////8PgyIGIAtBA2opAwAgAnwgA0GAhQVqKQMAhSIHQiCIIgh+IgkgBEIgiCIMIAdC/////w+DIgd+fCIEQiCIIAwgCH58QoCAgIAQQgAgBCAJVBt8IARCIIYiBCAGIAd+fCIGIARUrXwgBoUgBXwhBSAKIANBEGoiA0cNAAsLIAEpA38gAn0gAEH4gwVqKQMAhSIEQv////8PgyIGIAEpA3cgAnwgAEHwgwVqKQMAhSICQiCIIgd+IgggBEIgiCIEIAJC/////w+DIgl+fCICQiCIIAQgB358QoCAgIAQQgAgAiAIVBt8IAJCIIYiAiAGIAl+fCIEIAJUrXwgBIUgBXwiAkIliCAChUL5893xmfKZqxZ+IgJCIIggAoUL4QUCAX4BfwJAAkBBACkDgIIEIgBQRQ0AQYCABCEBQgAhAAwBCwJAIABBACkDoIYFUg0AQQAhAQwBC0EAIQFBAEKvr+/XvPeSoP4AIAB9NwP4gwVBACAAQsWW6/nY0oWCKHw3A/CDBUEAQo/x442tj/SYTiAAfTcD6IMFQQAgAEKrrPjF1e/R0Hx8NwPggwVBAELTrdSykoW1tJ5/IAB9NwPYgwVBACAAQpea9I71lrztyQB8NwPQgwVBAELFg4L9r//EsWsgAH03A8iDBUEAIABC6ouzncjm9PVDfDcDwIMFQQBCyL/6y5yb3rnkACAAfTcDuIMFQQAgAEKKo4Hf1JntrDF8NwOwgwVBAEL5ue+9/PjCpx0gAH03A6iDBUEAIABCqPXb+7Ocp5o/fDcDoIMFQQBCuLK8t5TVt9ZYIAB9NwOYgwVBACAAQvHIobqptMP8zgB8NwOQgwVBAEKIoZfbuOOUl6N/IAB9NwOIgwVBACAAQrzQyNqb8rCAS3w3A4CDBUEAQuDrwLSe0I6TzAAgAH03A/iCBUEAIABCuJGYovf+kJKOf3w3A/CCBUEAQoK1we7H+b+5ISAAfTcD6IIFQQAgAELL85n3xJnw8vgAfDcD4IIFQQBC8oCRpfr27LMfIAB9NwPYggVBACAAQt6pt8u+kOTLW3w3A9CCBUEAQvyChOTyvsjWHCAAfTcDyIIFQQAgAEK4/bPLs4Tppb5/fDcDwIIFC0EAQgA3A5CGBUEAQgA3A4iGBUEAQgA3A4CGBUEAQr3cypUMNwOAggVBAEKHla+vmLbem55/NwOIggVBAELP1tO+0ser2UI3A5CCBUEAQvnz3fGZ9pmrFjcDmIIFQQBC49zKlfzO8vWFfzcDoIIFQQBC95Svrwg3A6iCBUEAQsXP2bLx5brqJzcDsIIFQQBCsfPd8Qk3A7iCBUEAIAA3A6CGBUEAIAE2ArCGBUEAQpCAgICAEDcDmIYFC9YKAQh/QQBBACkDkIYFIACtfDcDkIYFAkACQAJAQQAoAoCGBSIBIABqIgJBgAJLDQAgAUGAhAVqIQNBgIIEIQQCQCAAQQhPDQAgACEFDAILQYCCBCEEAkACQCAAQXhqIgFBOHFBOEcNACAAIQUMAQtBgIIEIQQgAUEDdkEBakEHcSIGIQUDQCADIAQpAwA3AwAgA0EIaiEDIARBCGohBCAFQX9qIgUNAAsgACAGQQN0ayEFIAFBOEkNAgsDQCADIAQpAwA3AwAgA0EIaiAEQQhqKQMANwMAIANBEGogBEEQaikDADcDACADQRhqIARBGGopAwA3AwAgA0EgaiAEQSBqKQMANwMAIANBKGogBEEoaikDADcDACADQTBqIARBMGopAwA3AwAgA0E4aiAEQThqKQMANwMAIANBwABqIQMgBEHAAGohBCAFQUBqIgVBB0sNAAwCCwtBgIIEIQQgAEGAggRqIQZBACgCsIYFIgNBwIIFIAMbIQUCQCABRQ0AIAFBgIQFaiEDQYCCBCEEAkACQEGAAiABayIHQQhPDQAgByECDAELQYCCBCEEAkACQEH4ASABayIAQThxQThHDQAgByECDAELQQAgAEEDdkEBakEHcSIIayECQYCCBCEEA0AgAyAEKQMANwMAIANBCGohAyAEQQhqIQQgAkEBaiICDQALQYACIAEgCEEDdGprIQIgAEE4SQ0BCwNAIAMgBCkDADcDACADQQhqIARBCGopAwA3AwAgA0EQaiAEQRBqKQMANwMAIANBGGogBEEYaikDADcDACADQSBqIARBIGopAwA3AwAgA0EoaiAEQShqKQMANwMAIANBMGogBEEwaikDADcDACADQThqIARBOGopAwA3AwAgA0HAAGohAyAEQcAAaiEEIAJBQGoiAkEHSw0ACwsCQCACRQ0AAkACQCACQQdxIgANACACIQAMAQsDQCADIAQtAAA6AAAgA0EBaiEDIARBAWohBCAAQX9qIgANAAsgAkF4cSEACyACQQhJDQADQCADIAQpAAA3AAAgA0EIaiEDIARBCGohBCAAQXhqIgANAAsLQYCCBUGIhgVBACgCmIYFQYCEBUEEIAVBACgCnIYFEAJBAEEANgKAhgUgB0GAggRqIQQLAkAgBEGAAmogBk8NACAGQYB+aiECA0BBgIIFQYiGBUEAKAKYhgUgBCIDQQQgBUEAKAKchgUQAiADQYACaiIEIAJJDQALQQAgAykDwAE3A8CFBUEAIAMpA8gBNwPIhQVBACADKQPQATcD0IUFQQAgAykD2AE3A9iFBUEAIAMpA+ABNwPghQVBACADKQPoATcD6IUFQQAgAykD8AE3A/CFBUEAIAMpA/gBNwP4hQULQYCEBSEDAkACQCAGIARrIgJBCE8NACACIQUMAQtBgIQFIQMgAiEFA0AgAyAEKQMANwMAIANBCGohAyAEQQhqIQQgBUF4aiIFQQdLDQALCyAFRQ0BIAMgBC0AADoAACAFQQFGDQEgAyAELQABOgABIAVBAkYNASADIAQtAAI6AAIgBUEDRg0BIAMgBC0AAzoAAyAFQQRGDQEgAyAELQAEOgAEIAVBBUYNASADIAQtAAU6AAUgBUEGRg0BIAMgBC0ABjoABgwBCyAFRQ0AAkACQCAFQQdxIgINACAFIQIMAQsDQCADIAQtAAA6AAAgA0EBaiEDIARBAWohBCACQX9qIgINAAsgBUF4cSECCwJAIAVBCEkNAANAIAMgBCkAADcAACADQQhqIQMgBEEIaiEEIAJBeGoiAg0ACwtBACgCgIYFIABqIQILQQAgAjYCgIYFC8oSBQR/CH4BfxB+BX8jACIAIQEgAEGAAWtBQHEiAiQAQQAoArCGBSIAQcCCBSAAGyEDAkACQAJAAkACQAJAQQApA5CGBSIEQvEBVA0AIAJBACkDgIIFNwMAIAJBACkDiIIFIgU3AwggAkEAKQOQggUiBjcDECACQQApA5iCBSIHNwMYIAJBACkDoIIFIgg3AyAgAkEAKQOoggUiCTcDKCACQQApA7CCBSIKNwMwIAJBACkDuIIFIgs3AzgCQEEAKAKAhgUiDEHAAEkNACACQQAoAoiGBTYCQCACIAJBwABqQQAoApiGBUGAhAUgDEF/akEGdiADQQAoApyGBSIAEAIgAyAAaiIAQXlqKQMAIQ0gACkDCSEOIAApAxkhDyAAKQMpIQUgDEHAgwVqKQMAIQogACkDASELIAxByIMFaikDACEQIAxB0IMFaikDACEGIAApAxEhByAMQdiDBWopAwAhESAMQeCDBWopAwAhCCAAKQMhIQkgDEHogwVqKQMAIRIgAikDACETIAIpAxAhFCACKQMgIRUgAikDMCEWIAIpAwghFyACKQMYIRggAikDKCEZIAIgAikDOCAMQfCDBWopAwAiGnwgACkDMSAMQfiDBWopAwAiG4UiHEIgiCAcQv////8Pg358NwM4IBkgCHwgCSAShSIJQiCIIAlC/////w+DfnwhCSAYIAZ8IAcgEYUiB0IgiCAHQv////8Pg358IQcgFyAKfCALIBCFIgtCIIggC0L/////D4N+fCELIBsgFiAFIBqFIgVCIIggBUL/////D4N+fHwhBSASIBUgDyAIhSIIQiCIIAhC/////w+Dfnx8IQggESAUIA4gBoUiBkIgiCAGQv////8Pg358fCEGIBAgEyANIAqFIgpCIIggCkL/////D4N+fHwhCgwFCyAMQcCFBWohHUHAACAMayEeIAJBwABqIQACQCAMQThNDQAgHiEfDAMLAkBBOCAMa0EDdiIAQQdGDQBBACAAQQFqQQdxIiBrIR8gAkHAAGohAANAIAAgHSkDADcDACAAQQhqIQAgHUEIaiEdIB9BAWoiHw0AC0HAACAMICBBA3RqayEfDAILIAJBwABqIQAgHiEfA0AgACAdKQMANwMAIABBCGogHUEIaikDADcDACAAQRBqIB1BEGopAwA3AwAgAEEYaiAdQRhqKQMANwMAIABBIGogHUEgaikDADcDACAAQShqIB1BKGopAwA3AwAgAEEwaiAdQTBqKQMANwMAIABBOGogHUE4aikDADcDACAAQcAAaiEAIB1BwABqIR0gH0FAaiIfQQdLDQAMAgsLIASnIQACQEEAKQOghgUiBVANAAJAIARCEFYNACAAQYCABCAFEAUhBAwGCwJAIARCgAFWDQAgAEGAgAQgBRAGIQQMBgsgAEGAgAQgBRAHIQQMBQsCQCAEQhBWDQAgACADQgAQBSEEDAULAkAgBEKAAVYNACAAIANCABAGIQQMBQsgACADQgAQByEEDAQLIB9FDQELIB9Bf2ohIQJAIB9BB3EiIEUNAANAIAAgHS0AADoAACAAQQFqIQAgHUEBaiEdICBBf2oiIA0ACyAfQXhxIR8LICFBB0kNAANAIAAgHSkAADcAACAAQQhqIQAgHUEIaiEdIB9BeGoiHw0ACwsgAkHAAGogHmohHUGAhAUhAAJAIAxBCEkNACAMQXhqIiBBA3ZBAWohH0GAhAUhAANAIB0gACkDADcDACAdQQhqIR0gAEEIaiEAIB9Bf2oiHw0ACyAMICBBeHFrQXhqIQwLAkAgDEUNAAJAAkAgDEEHcSIfDQAgDCEfDAELA0AgHSAALQAAOgAAIB1BAWohHSAAQQFqIQAgH0F/aiIfDQALIAxBeHEhHwsgDEEISQ0AA0AgHSAAKQAANwAAIB1BCGohHSAAQQhqIQAgH0F4aiIfDQALCyADQQAoApyGBWoiAEF5aikDACETIAApAwkhFCAAKQMZIRUgACkDKSEWIAApAwEhFyAAKQMRIRggACkDISEZIAIpAwAhGiACKQNAIRAgAikDSCERIAIpA1AhEiACKQNYIQ0gAikDYCEOIAIpA2ghDyACIAsgAikDcCIbfCAAKQMxIAIpA3giHIUiC0IgiCALQv////8Pg358NwM4IAkgDnwgGSAPhSIJQiCIIAlC/////w+DfnwhCSAHIBJ8IBggDYUiB0IgiCAHQv////8Pg358IQcgBSAQfCAXIBGFIgVCIIggBUL/////D4N+fCELIBwgFiAbhSIFQiCIIAVC/////w+DfiAKfHwhBSAPIBUgDoUiCkIgiCAKQv////8Pg34gCHx8IQggDSAUIBKFIgpCIIggCkL/////D4N+IAZ8fCEGIBEgGiATIBCFIgpCIIggCkL/////D4N+fHwhCgsgAykDQyACKQM4hSIQQv////8PgyIRIAMpAzsgBYUiBUIgiCISfiINIBBCIIgiECAFQv////8PgyIOfnwiBUIgiCAQIBJ+fEKAgICAEEIAIAUgDVQbfCAFQiCGIgUgESAOfnwiECAFVK18IBCFIAMpAzMgCYUiBUL/////D4MiCSADKQMrIAiFIghCIIgiEH4iESAFQiCIIhIgCEL/////D4MiCH58IgVCIIggEiAQfnxCgICAgBBCACAFIBFUG3wgBUIghiIFIAkgCH58IgkgBVStfCAJhSADKQMjIAeFIgVC/////w+DIgkgAykDGyAGhSIHQiCIIgh+IgYgBUIgiCIQIAdC/////w+DIgd+fCIFQiCIIBAgCH58QoCAgIAQQgAgBSAGVBt8IAVCIIYiBSAJIAd+fCIJIAVUrXwgCYUgAykDEyALhSIFQv////8PgyIJIAMpAwsgCoUiB0IgiCILfiIIIAVCIIgiBiAHQv////8PgyIHfnwiBUIgiCAGIAt+fEKAgICAEEIAIAUgCFQbfCAFQiCGIgUgCSAHfnwiCSAFVK18IAmFIARCh5Wvr5i23puef358fHx8IgRCJYggBIVC+fPd8ZnymasWfiIEQiCIIASFIQQLQQAgBEI4hiAEQoD+A4NCKIaEIARCgID8B4NCGIYgBEKAgID4D4NCCIaEhCAEQgiIQoCAgPgPgyAEQhiIQoCA/AeDhCAEQiiIQoD+A4MgBEI4iISEhDcDgIIEIAEkAAsGAEGAggULAgALC80BAQBBgIAEC8QBuP5sOSOkS758AYEs9yGtHN7UbemDkJfbckCkpLezZx/LeeZOzMDleIJa0H3M/3IhuAhGdPdDJI7gNZDmgTomTDwoUruRwwDLiNBlixtTLqNxZEiXog35TjgZ70ap3qzYqPp2P+OcND/53LvHxwtPHYpR4EvNtFkxyJ9+ydl4c2TqxayDNNPrw8WBoP/6E2PrFw3dUbfw2knTFlUmKdRonisWvlh9R6H8j/i40XrQMc5FyzqPlRYEKK/X+8q7S0B+QAIAAA==";
      var hash$6 = "8d0b08d4";
      var wasmJson$6 = {
        name: name$6,
        data: data$6,
        hash: hash$6
      };
      const mutex$4 = new Mutex();
      let wasmCache$4 = null;
      const seedBuffer$1 = new Uint8Array(8);
      function validateSeed$1(seed) {
        if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
          return new Error("Seed must be given as two valid 32-bit long unsigned integers (lo + high).");
        }
        return null;
      }
      function writeSeed$1(arr, low, high) {
        const buffer = new DataView(arr);
        buffer.setUint32(0, low, true);
        buffer.setUint32(4, high, true);
      }
      function xxhash3(data2, seedLow = 0, seedHigh = 0) {
        if (validateSeed$1(seedLow)) {
          return Promise.reject(validateSeed$1(seedLow));
        }
        if (validateSeed$1(seedHigh)) {
          return Promise.reject(validateSeed$1(seedHigh));
        }
        if (wasmCache$4 === null) {
          return lockedCreate(mutex$4, wasmJson$6, 8).then((wasm) => {
            wasmCache$4 = wasm;
            writeSeed$1(seedBuffer$1.buffer, seedLow, seedHigh);
            wasmCache$4.writeMemory(seedBuffer$1);
            return wasmCache$4.calculate(data2);
          });
        }
        try {
          writeSeed$1(seedBuffer$1.buffer, seedLow, seedHigh);
          wasmCache$4.writeMemory(seedBuffer$1);
          const hash2 = wasmCache$4.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createXXHash3(seedLow = 0, seedHigh = 0) {
        if (validateSeed$1(seedLow)) {
          return Promise.reject(validateSeed$1(seedLow));
        }
        if (validateSeed$1(seedHigh)) {
          return Promise.reject(validateSeed$1(seedHigh));
        }
        return WASMInterface(wasmJson$6, 8).then((wasm) => {
          const instanceBuffer = new Uint8Array(8);
          writeSeed$1(instanceBuffer.buffer, seedLow, seedHigh);
          wasm.writeMemory(instanceBuffer);
          wasm.init();
          const obj = {
            init: () => {
              wasm.writeMemory(instanceBuffer);
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 512,
            digestSize: 8
          };
          return obj;
        });
      }
      var name$5 = "xxhash128";
      var data$5 = "AGFzbQEAAAABKwdgAAF/YAR/f39/AGAHf39/f39/fwBgA39/fgF+YAR/f39+AGAAAGABfwADDQwAAQIDBAQEBQYFAAUFBAEBAgIGDwJ/AUGAgAQLfwBBwIEECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQABwtIYXNoX1VwZGF0ZQAICkhhc2hfRmluYWwACQ1IYXNoX0dldFN0YXRlAAoOSGFzaF9DYWxjdWxhdGUACwpTVEFURV9TSVpFAwEKn00MBgBBgIIEC/MDBAF/CH4Bfwh+AkAgA0UNACADQQN0IQQgACkDMCEFIAApAzghBiAAKQMgIQcgACkDKCEIIAApAxAhCSAAKQMYIQogACkDACELIAApAwghDEEAIQ0DQCAGIAFBMGopAwAiDnwgAiANaiIDQThqKQMAIAFBOGopAwAiD4UiBkIgiCAGQv////8Pg358IQYgCCABQSBqKQMAIhB8IANBKGopAwAgAUEoaikDACIRhSIIQiCIIAhC/////w+DfnwhCCAKIAFBEGopAwAiEnwgA0EYaikDACABQRhqKQMAIhOFIgpCIIggCkL/////D4N+fCEKIAwgASkDACIUfCADQQhqKQMAIAFBCGopAwAiFYUiDEIgiCAMQv////8Pg358IQwgA0EwaikDACAOhSIOQiCIIA5C/////w+DfiAFfCAPfCEFIANBIGopAwAgEIUiDkIgiCAOQv////8Pg34gB3wgEXwhByADQRBqKQMAIBKFIg5CIIggDkL/////D4N+IAl8IBN8IQkgAykDACAUhSIOQiCIIA5C/////w+DfiALfCAVfCELIAFBwABqIQEgBCANQQhqIg1HDQALIAAgCjcDGCAAIAs3AwAgACAMNwMIIAAgCDcDKCAAIAk3AxAgACAGNwM4IAAgBzcDICAAIAU3AzALC94CAgF/AX4CQCAEIAIgASgCACIHayICSQ0AIAAgAyAFIAdBA3RqIAIQASAAIAUgBmoiBykDACAAKQMAIghCL4iFIAiFQrHz3fEJfjcDACAAIAcpAwggACkDCCIIQi+IhSAIhUKx893xCX43AwggACAHKQMQIAApAxAiCEIviIUgCIVCsfPd8Ql+NwMQIAAgBykDGCAAKQMYIghCL4iFIAiFQrHz3fEJfjcDGCAAIAcpAyAgACkDICIIQi+IhSAIhUKx893xCX43AyAgACAHKQMoIAApAygiCEIviIUgCIVCsfPd8Ql+NwMoIAAgBykDMCAAKQMwIghCL4iFIAiFQrHz3fEJfjcDMCAAIAcpAzggACkDOCIIQi+IhSAIhUKx893xCX43AzggACADIAJBBnRqIAUgBCACayIHEAEgASAHNgIADwsgACADIAUgB0EDdGogBBABIAEgByAEajYCAAvlAwEGfiABKQM4IAApAziFIgNC/////w+DIgQgASkDMCAAKQMwhSIFQiCIIgZ+IgcgA0IgiCIIIAVC/////w+DIgV+fCIDQiCIIAggBn58QoCAgIAQQgAgAyAHVBt8IANCIIYiAyAEIAV+fCIEIANUrXwgBIUgASkDKCAAKQMohSIDQv////8PgyIEIAEpAyAgACkDIIUiBUIgiCIGfiIHIANCIIgiCCAFQv////8PgyIFfnwiA0IgiCAIIAZ+fEKAgICAEEIAIAMgB1QbfCADQiCGIgMgBCAFfnwiBCADVK18IASFIAEpAxggACkDGIUiA0L/////D4MiBCABKQMQIAApAxCFIgVCIIgiBn4iByADQiCIIgggBUL/////D4MiBX58IgNCIIggCCAGfnxCgICAgBBCACADIAdUG3wgA0IghiIDIAQgBX58IgQgA1StfCAEhSABKQMIIAApAwiFIgNC/////w+DIgQgASkDACAAKQMAhSIFQiCIIgZ+IgcgA0IgiCIIIAVC/////w+DIgV+fCIDQiCIIAggBn58QoCAgIAQQgAgAyAHVBt8IANCIIYiAyAEIAV+fCIEIANUrXwgBIUgAnx8fHwiA0IliCADhUL5893xmfKZqxZ+IgNCIIggA4ULgAgBBX4CQCABQQlJDQAgACABQfiDBWopAwAiBCACKQM4IAIpAzCFIAN8hSIFQv////8Pg0L3lK+vCH4gBUKAgICAcIN8QQApA4CEBSACKQMoIAIpAyCFIAN9hSAEhSIDQiCIIgRCsfPd8Ql+fCAEQoeVr68IfiIEIANC/////w+DIgVCsfPd8Ql+fCIDQiCIfEKAgICAEEIAIAMgBFQbfCADQiCGIgMgBUKHla+vCH58IgQgA1StfCIDQjiGIANCgP4Dg0IohoQgA0KAgPwHg0IYhiADQoCAgPgPg0IIhoSEIANCCIhCgICA+A+DIANCGIhCgID8B4OEIANCKIhCgP4DgyADQjiIhISEIAQgAUF/aq1CNoZ8hSIEQiCIIgVCz9bTvgJ+IARC/////w+DIgRCvdzKlQx+fCIGQiCGIgcgBELP1tO+An58IgRCJYggBIVC+fPd8ZnymasWfiIIQiCIIAiFNwMAIAAgBUK93MqVDH4gA0LP1tO+0ser2UJ+fCAGQiCIfCAEIAdUrXwiA0IliCADhUL5893xmfKZqxZ+IgNCIIggA4U3AwgPCwJAIAFBBEkNACAAIAIpAxggAikDEIUgA6ciAkH/gfwHcUEIeCACQRh4Qf+B/Adxcq1CIIYgA4V8IAFB/IMFajUCAEIghkEANQKAhAWEhSIDQiCIIgQgAUECdEGHla+veGqtIgV+IgYgA0L/////D4MiB0Kx893xCX58IgNCIIggBEKx893xCX58QoCAgIAQQgAgAyAGVBt8IANCIIYiBCAHIAV+fCIDQgGGfCADIARUrXwiBEIliCAEhUL5893xmfKZqxZ+IgVCIIggBYU3AwggACAEQgOIIAOFIgNCI4ggA4VCpb7j9NGMh9mff34iA0IciCADhTcDAA8LAkAgAUUNACAAIAMgAigCBCACKAIAc618IgRCIYhBAC0AgIQFQRB0IAFBCHRyIAFBAXYtAICEBUEYdHIgAUH/gwVqLQAAciIBrYUgBIVCz9bTvtLHq9lCfiIEQh2IIASFQvnz3fGZ9pmrFn4iBEIgiCAEhTcDACAAIAIoAgwgAigCCHOtIAN9IgNCIYggAUH/gfwHcUEIeCABQRh4Qf+B/AdxckENd62FIAOFQs/W077Sx6vZQn4iA0IdiCADhUL5893xmfaZqxZ+IgNCIIggA4U3AwgPCyAAIAIpA1AgAikDWIUgA4UiBEIhiCAEhULP1tO+0ser2UJ+IgRCHYggBIVC+fPd8Zn2masWfiIEQiCIIASFNwMIIAAgAikDQCACKQNIhSADhSIDQiGIIAOFQs/W077Sx6vZQn4iA0IdiCADhUL5893xmfaZqxZ+IgNCIIggA4U3AwALvQoBDH4gAa0iBEKHla+vmLbem55/fiEFAkACQCABQSFPDQBCACEGDAELAkACQCABQcEATw0AQgAhBgwBCwJAAkAgAUHhAE8NAEIAIQYMAQtBACkDuIQFIgdBACkDsIQFIgh8IAJB+ABqKQMAIAN9IAFByIMFaikDACIJhSIKQv////8PgyIGIAIpA3AgA3wgAUHAgwVqKQMAIguFIgxCIIgiDX4iDiAKQiCIIg8gDEL/////D4MiDH58IgpCIIggDyANfnxCgICAgBBCACAKIA5UG3wgCkIghiIKIAYgDH58IgYgClStfIUgBoUhBiACQegAaikDACADfSAHhSIKQv////8PgyIHIAIpA2AgA3wgCIUiCEIgiCIMfiINIApCIIgiDiAIQv////8PgyIIfnwiCkIgiCAOIAx+fEKAgICAEEIAIAogDVQbfCAKQiCGIgogByAIfnwiByAKVK18IAeFIAV8IAkgC3yFIQULIAJB2ABqKQMAIAN9IAFB2IMFaikDACIHhSIKQv////8PgyIIIAIpA1AgA3wgAUHQgwVqKQMAIgmFIgtCIIgiDH4iDSAKQiCIIg4gC0L/////D4MiC358IgpCIIggDiAMfnxCgICAgBBCACAKIA1UG3wgCkIghiIKIAggC358IgggClStfCAIhSAGfEEAKQOohAUiCkEAKQOghAUiCHyFIQYgAkHIAGopAwAgA30gCoUiCkL/////D4MiCyACKQNAIAN8IAiFIghCIIgiDH4iDSAKQiCIIg4gCEL/////D4MiCH58IgpCIIggDiAMfnxCgICAgBBCACAKIA1UG3wgCkIghiIKIAsgCH58IgggClStfCAIhSAFfCAHIAl8hSEFCyACQThqKQMAIAN9IAFB6IMFaikDACIHhSIKQv////8PgyIIIAIpAzAgA3wgAUHggwVqKQMAIgmFIgtCIIgiDH4iDSAKQiCIIg4gC0L/////D4MiC358IgpCIIggDiAMfnxCgICAgBBCACAKIA1UG3wgCkIghiIKIAggC358IgggClStfCAIhSAGfEEAKQOYhAUiCkEAKQOQhAUiCHyFIQYgAkEoaikDACADfSAKhSIKQv////8PgyILIAIpAyAgA3wgCIUiCEIgiCIMfiINIApCIIgiDiAIQv////8PgyIIfnwiCkIgiCAOIAx+fEKAgICAEEIAIAogDVQbfCAKQiCGIgogCyAIfnwiCCAKVK18IAiFIAV8IAcgCXyFIQULIAAgAkEYaikDACADfSABQfiDBWopAwAiB4UiCkL/////D4MiCCACKQMQIAN8IAFB8IMFaikDACIJhSILQiCIIgx+Ig0gCkIgiCIOIAtC/////w+DIgt+fCIKQiCIIA4gDH58QoCAgIAQQgAgCiANVBt8IApCIIYiCiAIIAt+fCIIIApUrXwgCIUgBnxBACkDiIQFIgpBACkDgIQFIgZ8hSIIIAJBCGopAwAgA30gCoUiCkL/////D4MiCyACKQMAIAN8IAaFIgZCIIgiDH4iDSAKQiCIIg4gBkL/////D4MiBn58IgpCIIggDiAMfnxCgICAgBBCACAKIA1UG3wgCkIghiIKIAsgBn58IgYgClStfCAGhSAFfCAHIAl8hSIFfCIKQiWIIAqFQvnz3fGZ8pmrFn4iCkIgiCAKhTcDACAAQgAgBUKHla+vmLbem55/fiAEIAN9Qs/W077Sx6vZQn58IAhC49zKlfzO8vWFf358IgNCJYggA4VC+fPd8ZnymasWfiIDQiCIIAOFfTcDCAuGDwMBfxV+An9BACEEIAJB+ABqKQMAIAN9QQApA/iEBSIFhSIGQv////8PgyIHIAIpA3AgA3xBACkD8IQFIgiFIglCIIgiCn4iCyAGQiCIIgwgCUL/////D4MiCX58IgZCIIggDCAKfnxCgICAgBBCACAGIAtUG3wgBkIghiIGIAcgCX58IgcgBlStfCAHhSACQdgAaikDACADfUEAKQPYhAUiCYUiBkL/////D4MiByACKQNQIAN8QQApA9CEBSIKhSILQiCIIgx+Ig0gBkIgiCIOIAtC/////w+DIgt+fCIGQiCIIA4gDH58QoCAgIAQQgAgBiANVBt8IAZCIIYiBiAHIAt+fCIHIAZUrXwgB4UgAkE4aikDACADfUEAKQO4hAUiC4UiBkL/////D4MiByACKQMwIAN8QQApA7CEBSIMhSINQiCIIg5+Ig8gBkIgiCIQIA1C/////w+DIg1+fCIGQiCIIBAgDn58QoCAgIAQQgAgBiAPVBt8IAZCIIYiBiAHIA1+fCIHIAZUrXwgB4UgAkEYaikDACADfUEAKQOYhAUiDYUiBkL/////D4MiByACKQMQIAN8QQApA5CEBSIOhSIPQiCIIhB+IhEgBkIgiCISIA9C/////w+DIg9+fCIGQiCIIBIgEH58QoCAgIAQQgAgBiARVBt8IAZCIIYiBiAHIA9+fCIHIAZUrXxBACkDiIQFIg9BACkDgIQFIhB8hSAHhXxBACkDqIQFIhFBACkDoIQFIhJ8hXxBACkDyIQFIhNBACkDwIQFIhR8hXxBACkD6IQFIgZBACkD4IQFIhV8hSIHQiWIIAeFQvnz3fGZ8pmrFn4iB0IgiCAHhSEHIAJB6ABqKQMAIAN9IAaFIgZC/////w+DIhYgAikDYCADfCAVhSIVQiCIIhd+IhggBkIgiCIZIBVC/////w+DIhV+fCIGQiCIIBkgF358QoCAgIAQQgAgBiAYVBt8IAZCIIYiBiAWIBV+fCIVIAZUrXwgFYUgAkHIAGopAwAgA30gE4UiBkL/////D4MiEyACKQNAIAN8IBSFIhRCIIgiFX4iFiAGQiCIIhcgFEL/////D4MiFH58IgZCIIggFyAVfnxCgICAgBBCACAGIBZUG3wgBkIghiIGIBMgFH58IhMgBlStfCAThSACQShqKQMAIAN9IBGFIgZC/////w+DIhEgAikDICADfCAShSISQiCIIhN+IhQgBkIgiCIVIBJC/////w+DIhJ+fCIGQiCIIBUgE358QoCAgIAQQgAgBiAUVBt8IAZCIIYiBiARIBJ+fCIRIAZUrXwgEYUgAkEIaikDACADfSAPhSIGQv////8PgyIPIAIpAwAgA3wgEIUiEEIgiCIRfiISIAZCIIgiEyAQQv////8PgyIQfnwiBkIgiCATIBF+fEKAgICAEEIAIAYgElQbfCAGQiCGIgYgDyAQfnwiDyAGVK18IA+FIAGtIg9Ch5Wvr5i23puef358IA0gDnyFfCALIAx8hXwgCSAKfIV8IAUgCHyFIgZCJYggBoVC+fPd8ZnymasWfiIGQiCIIAaFIQUCQCABQaABSQ0AIAFBYHFBgH9qIRoDQCACIARqIhtBG2opAwAgA30gBEGYhQVqKQMAIgiFIgZC/////w+DIgkgG0ETaikDACADfCAEQZCFBWopAwAiCoUiC0IgiCIMfiINIAZCIIgiDiALQv////8PgyILfnwiBkIgiCAOIAx+fEKAgICAEEIAIAYgDVQbfCAGQiCGIgYgCSALfnwiCSAGVK18IAmFIAd8IARBiIUFaikDACIGIARBgIUFaikDACIJfIUhByAbQQtqKQMAIAN9IAaFIgZC/////w+DIgsgG0EDaikDACADfCAJhSIJQiCIIgx+Ig0gBkIgiCIOIAlC/////w+DIgl+fCIGQiCIIA4gDH58QoCAgIAQQgAgBiANVBt8IAZCIIYiBiALIAl+fCIJIAZUrXwgCYUgBXwgCCAKfIUhBSAaIARBIGoiBEcNAAsLIAAgAkH/AGopAwAgA3wgAUHogwVqKQMAIgiFIgZC/////w+DIgkgAikDdyADfSABQeCDBWopAwAiCoUiC0IgiCIMfiINIAZCIIgiDiALQv////8PgyILfnwiBkIgiCAOIAx+fEKAgICAEEIAIAYgDVQbfCAGQiCGIgYgCSALfnwiCSAGVK18IAmFIAd8IAFB+IMFaikDACIGIAFB8IMFaikDACIHfIUiCSACQe8AaikDACADfCAGhSIGQv////8PgyILIAIpA2cgA30gB4UiB0IgiCIMfiINIAZCIIgiDiAHQv////8PgyIHfnwiBkIgiCAOIAx+fEKAgICAEEIAIAYgDVQbfCAGQiCGIgYgCyAHfnwiByAGVK18IAeFIAV8IAggCnyFIgZ8IgdCJYggB4VC+fPd8ZnymasWfiIHQiCIIAeFNwMAIABCACAGQoeVr6+Ytt6bnn9+IA8gA31Cz9bTvtLHq9lCfnwgCULj3MqV/M7y9YV/fnwiA0IliCADhUL5893xmfKZqxZ+IgNCIIggA4V9NwMIC+EFAgF+AX8CQAJAQQApA4CCBCIAUEUNAEGAgAQhAUIAIQAMAQsCQCAAQQApA6CGBVINAEEAIQEMAQtBACEBQQBCr6/v17z3kqD+ACAAfTcD+IMFQQAgAELFluv52NKFgih8NwPwgwVBAEKP8eONrY/0mE4gAH03A+iDBUEAIABCq6z4xdXv0dB8fDcD4IMFQQBC063UspKFtbSefyAAfTcD2IMFQQAgAEKXmvSO9Za87ckAfDcD0IMFQQBCxYOC/a//xLFrIAB9NwPIgwVBACAAQuqLs53I5vT1Q3w3A8CDBUEAQsi/+sucm9655AAgAH03A7iDBUEAIABCiqOB39SZ7awxfDcDsIMFQQBC+bnvvfz4wqcdIAB9NwOogwVBACAAQqj12/uznKeaP3w3A6CDBUEAQriyvLeU1bfWWCAAfTcDmIMFQQAgAELxyKG6qbTD/M4AfDcDkIMFQQBCiKGX27jjlJejfyAAfTcDiIMFQQAgAEK80Mjam/KwgEt8NwOAgwVBAELg68C0ntCOk8wAIAB9NwP4ggVBACAAQriRmKL3/pCSjn98NwPwggVBAEKCtcHux/m/uSEgAH03A+iCBUEAIABCy/OZ98SZ8PL4AHw3A+CCBUEAQvKAkaX69uyzHyAAfTcD2IIFQQAgAELeqbfLvpDky1t8NwPQggVBAEL8goTk8r7I1hwgAH03A8iCBUEAIABCuP2zy7OE6aW+f3w3A8CCBQtBAEIANwOQhgVBAEIANwOIhgVBAEIANwOAhgVBAEK93MqVDDcDgIIFQQBCh5Wvr5i23puefzcDiIIFQQBCz9bTvtLHq9lCNwOQggVBAEL5893xmfaZqxY3A5iCBUEAQuPcypX8zvL1hX83A6CCBUEAQveUr68INwOoggVBAELFz9my8eW66ic3A7CCBUEAQrHz3fEJNwO4ggVBACAANwOghgVBACABNgKwhgVBAEKQgICAgBA3A5iGBQvWCgEIf0EAQQApA5CGBSAArXw3A5CGBQJAAkACQEEAKAKAhgUiASAAaiICQYACSw0AIAFBgIQFaiEDQYCCBCEEAkAgAEEITw0AIAAhBQwCC0GAggQhBAJAAkAgAEF4aiIBQThxQThHDQAgACEFDAELQYCCBCEEIAFBA3ZBAWpBB3EiBiEFA0AgAyAEKQMANwMAIANBCGohAyAEQQhqIQQgBUF/aiIFDQALIAAgBkEDdGshBSABQThJDQILA0AgAyAEKQMANwMAIANBCGogBEEIaikDADcDACADQRBqIARBEGopAwA3AwAgA0EYaiAEQRhqKQMANwMAIANBIGogBEEgaikDADcDACADQShqIARBKGopAwA3AwAgA0EwaiAEQTBqKQMANwMAIANBOGogBEE4aikDADcDACADQcAAaiEDIARBwABqIQQgBUFAaiIFQQdLDQAMAgsLQYCCBCEEIABBgIIEaiEGQQAoArCGBSIDQcCCBSADGyEFAkAgAUUNACABQYCEBWohA0GAggQhBAJAAkBBgAIgAWsiB0EITw0AIAchAgwBC0GAggQhBAJAAkBB+AEgAWsiAEE4cUE4Rw0AIAchAgwBC0EAIABBA3ZBAWpBB3EiCGshAkGAggQhBANAIAMgBCkDADcDACADQQhqIQMgBEEIaiEEIAJBAWoiAg0AC0GAAiABIAhBA3RqayECIABBOEkNAQsDQCADIAQpAwA3AwAgA0EIaiAEQQhqKQMANwMAIANBEGogBEEQaikDADcDACADQRhqIARBGGopAwA3AwAgA0EgaiAEQSBqKQMANwMAIANBKGogBEEoaikDADcDACADQTBqIARBMGopAwA3AwAgA0E4aiAEQThqKQMANwMAIANBwABqIQMgBEHAAGohBCACQUBqIgJBB0sNAAsLAkAgAkUNAAJAAkAgAkEHcSIADQAgAiEADAELA0AgAyAELQAAOgAAIANBAWohAyAEQQFqIQQgAEF/aiIADQALIAJBeHEhAAsgAkEISQ0AA0AgAyAEKQAANwAAIANBCGohAyAEQQhqIQQgAEF4aiIADQALC0GAggVBiIYFQQAoApiGBUGAhAVBBCAFQQAoApyGBRACQQBBADYCgIYFIAdBgIIEaiEECwJAIARBgAJqIAZPDQAgBkGAfmohAgNAQYCCBUGIhgVBACgCmIYFIAQiA0EEIAVBACgCnIYFEAIgA0GAAmoiBCACSQ0AC0EAIAMpA8ABNwPAhQVBACADKQPIATcDyIUFQQAgAykD0AE3A9CFBUEAIAMpA9gBNwPYhQVBACADKQPgATcD4IUFQQAgAykD6AE3A+iFBUEAIAMpA/ABNwPwhQVBACADKQP4ATcD+IUFC0GAhAUhAwJAAkAgBiAEayICQQhPDQAgAiEFDAELQYCEBSEDIAIhBQNAIAMgBCkDADcDACADQQhqIQMgBEEIaiEEIAVBeGoiBUEHSw0ACwsgBUUNASADIAQtAAA6AAAgBUEBRg0BIAMgBC0AAToAASAFQQJGDQEgAyAELQACOgACIAVBA0YNASADIAQtAAM6AAMgBUEERg0BIAMgBC0ABDoABCAFQQVGDQEgAyAELQAFOgAFIAVBBkYNASADIAQtAAY6AAYMAQsgBUUNAAJAAkAgBUEHcSICDQAgBSECDAELA0AgAyAELQAAOgAAIANBAWohAyAEQQFqIQQgAkF/aiICDQALIAVBeHEhAgsCQCAFQQhJDQADQCADIAQpAAA3AAAgA0EIaiEDIARBCGohBCACQXhqIgINAAsLQQAoAoCGBSAAaiECC0EAIAI2AoCGBQvLEAQEfwh+Bn8DfiMAIgAhASAAQYABa0FAcSICJABBACgCsIYFIgBBwIIFIAAbIQMCQAJAAkACQAJAAkBBACkDkIYFIgRC8QFUDQAgAkEAKQOAggU3AwAgAkEAKQOIggUiBTcDCCACQQApA5CCBSIGNwMQIAJBACkDmIIFIgc3AxggAkEAKQOgggUiCDcDICACQQApA6iCBSIJNwMoIAJBACkDsIIFIgo3AzAgAkEAKQO4ggUiCzcDOAJAQQAoAoCGBSIMQcAASQ0AIAJBACgCiIYFNgJAIAIgAkHAAGpBACgCmIYFQYCEBSAMQX9qQQZ2IANBACgCnIYFIgAQAiACIAIpAwggDEHAgwVqKQMAIgV8IAMgAGoiACkDASAMQciDBWopAwAiBoUiB0IgiCAHQv////8Pg358NwMIIAIgAikDGCAMQdCDBWopAwAiB3wgACkDESAMQdiDBWopAwAiCIUiCUIgiCAJQv////8Pg358NwMYIAIgBiAFIABBeWopAwCFIgVCIIggBUL/////D4N+IAIpAwB8fDcDACACIAggByAAKQMJhSIFQiCIIAVC/////w+DfiACKQMQfHw3AxAgACkDGSEFIAIpAyAhBiACIAIpAyggDEHggwVqKQMAIgd8IAApAyEgDEHogwVqKQMAIgiFIglCIIggCUL/////D4N+fDcDKCACIAggBiAFIAeFIgVCIIggBUL/////D4N+fHw3AyAgAiACKQM4IAxB8IMFaikDACIFfCAAKQMxIAxB+IMFaikDACIGhSIHQiCIIAdC/////w+Dfnw3AzggAiAGIAUgACkDKYUiBUIgiCAFQv////8Pg34gAikDMHx8NwMwQQAoApyGBSENDAULIAxBwIUFaiENQcAAIAxrIQ4gAkHAAGohAAJAIAxBOE0NACAOIQ8MAwsCQEE4IAxrQQN2IgBBB0YNAEEAIABBAWpBB3EiEGshDyACQcAAaiEAA0AgACANKQMANwMAIABBCGohACANQQhqIQ0gD0EBaiIPDQALQcAAIAwgEEEDdGprIQ8MAgsgAkHAAGohACAOIQ8DQCAAIA0pAwA3AwAgAEEIaiANQQhqKQMANwMAIABBEGogDUEQaikDADcDACAAQRhqIA1BGGopAwA3AwAgAEEgaiANQSBqKQMANwMAIABBKGogDUEoaikDADcDACAAQTBqIA1BMGopAwA3AwAgAEE4aiANQThqKQMANwMAIABBwABqIQAgDUHAAGohDSAPQUBqIg9BB0sNAAwCCwsgBKchAAJAQQApA6CGBSIFUA0AAkAgBEIQVg0AIAJBwABqIABBgIAEIAUQBAwGCwJAIARCgAFWDQAgAkHAAGogAEGAgAQgBRAFDAYLIAJBwABqIABBgIAEIAUQBgwFCwJAIARCEFYNACACQcAAaiAAIANCABAEDAULAkAgBEKAAVYNACACQcAAaiAAIANCABAFDAULIAJBwABqIAAgA0IAEAYMBAsgD0UNAQsgD0F/aiERAkAgD0EHcSIQRQ0AA0AgACANLQAAOgAAIABBAWohACANQQFqIQ0gEEF/aiIQDQALIA9BeHEhDwsgEUEHSQ0AA0AgACANKQAANwAAIABBCGohACANQQhqIQ0gD0F4aiIPDQALCyACQcAAaiAOaiENQYCEBSEAAkAgDEEISQ0AIAxBeGoiEEEDdkEBaiEPQYCEBSEAA0AgDSAAKQMANwMAIA1BCGohDSAAQQhqIQAgD0F/aiIPDQALIAwgEEF4cWtBeGohDAsCQCAMRQ0AAkACQCAMQQdxIg8NACAMIQ8MAQsDQCANIAAtAAA6AAAgDUEBaiENIABBAWohACAPQX9qIg8NAAsgDEF4cSEPCyAMQQhJDQADQCANIAApAAA3AAAgDUEIaiENIABBCGohACAPQXhqIg8NAAsLIAIgBSACKQNAIhJ8IANBACgCnIYFIg1qIgApAwEgAikDSCIFhSITQiCIIBNC/////w+Dfnw3AwggAiAHIAIpA1AiE3wgACkDESACKQNYIgeFIhRCIIggFEL/////D4N+fDcDGCACIAcgEyAAKQMJhSITQiCIIBNC/////w+DfiAGfHw3AxAgAiAFIBIgAEF5aikDAIUiBkIgiCAGQv////8Pg34gAikDAHx8NwMAIAApAxkhBSACIAkgAikDYCIGfCAAKQMhIAIpA2giB4UiCUIgiCAJQv////8Pg358NwMoIAIgByAFIAaFIgVCIIggBUL/////D4N+IAh8fDcDICACIAsgAikDcCIFfCAAKQMxIAIpA3giBoUiB0IgiCAHQv////8Pg358NwM4IAIgBiAFIAApAymFIgVCIIggBUL/////D4N+IAp8fDcDMAsgAiACIANBC2ogBEKHla+vmLbem55/fhADNwNAIAIgAiADIA1qQXVqIARCz9bTvtLHq9lCfkJ/hRADNwNIC0EAIAIpA3g3A8CCBEEAIAIpA3A3A7iCBEEAIAIpA2g3A7CCBEEAIAIpA2A3A6iCBEEAIAIpA1g3A6CCBEEAIAIpA1A3A5iCBEEAIAIpA0giBEI4hiAEQoD+A4NCKIaEIARCgID8B4NCGIYgBEKAgID4D4NCCIaEhCAEQgiIQoCAgPgPgyAEQhiIQoCA/AeDhCAEQiiIQoD+A4MgBEI4iISEhCIENwOAggRBACAENwOQggRBACACKQNAIgRCOIYgBEKA/gODQiiGhCAEQoCA/AeDQhiGIARCgICA+A+DQgiGhIQgBEIIiEKAgID4D4MgBEIYiEKAgPwHg4QgBEIoiEKA/gODIARCOIiEhIQ3A4iCBCABJAALBgBBgIIFCwIACwvNAQEAQYCABAvEAbj+bDkjpEu+fAGBLPchrRze1G3pg5CX23JApKS3s2cfy3nmTszA5XiCWtB9zP9yIbgIRnT3QySO4DWQ5oE6Jkw8KFK7kcMAy4jQZYsbUy6jcWRIl6IN+U44Ge9Gqd6s2Kj6dj/jnDQ/+dy7x8cLTx2KUeBLzbRZMciffsnZeHNk6sWsgzTT68PFgaD/+hNj6xcN3VG38NpJ0xZVJinUaJ4rFr5YfUeh/I/4uNF60DHORcs6j5UWBCiv1/vKu0tAfkACAAA=";
      var hash$5 = "6c7d9155";
      var wasmJson$5 = {
        name: name$5,
        data: data$5,
        hash: hash$5
      };
      const mutex$3 = new Mutex();
      let wasmCache$3 = null;
      const seedBuffer = new Uint8Array(8);
      function validateSeed(seed) {
        if (!Number.isInteger(seed) || seed < 0 || seed > 4294967295) {
          return new Error("Seed must be given as two valid 32-bit long unsigned integers (lo + high).");
        }
        return null;
      }
      function writeSeed(arr, low, high) {
        const buffer = new DataView(arr);
        buffer.setUint32(0, low, true);
        buffer.setUint32(4, high, true);
      }
      function xxhash128(data2, seedLow = 0, seedHigh = 0) {
        if (validateSeed(seedLow)) {
          return Promise.reject(validateSeed(seedLow));
        }
        if (validateSeed(seedHigh)) {
          return Promise.reject(validateSeed(seedHigh));
        }
        if (wasmCache$3 === null) {
          return lockedCreate(mutex$3, wasmJson$5, 16).then((wasm) => {
            wasmCache$3 = wasm;
            writeSeed(seedBuffer.buffer, seedLow, seedHigh);
            wasmCache$3.writeMemory(seedBuffer);
            return wasmCache$3.calculate(data2);
          });
        }
        try {
          writeSeed(seedBuffer.buffer, seedLow, seedHigh);
          wasmCache$3.writeMemory(seedBuffer);
          const hash2 = wasmCache$3.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createXXHash128(seedLow = 0, seedHigh = 0) {
        if (validateSeed(seedLow)) {
          return Promise.reject(validateSeed(seedLow));
        }
        if (validateSeed(seedHigh)) {
          return Promise.reject(validateSeed(seedHigh));
        }
        return WASMInterface(wasmJson$5, 16).then((wasm) => {
          const instanceBuffer = new Uint8Array(8);
          writeSeed(instanceBuffer.buffer, seedLow, seedHigh);
          wasm.writeMemory(instanceBuffer);
          wasm.init();
          const obj = {
            init: () => {
              wasm.writeMemory(instanceBuffer);
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 512,
            digestSize: 16
          };
          return obj;
        });
      }
      var name$4 = "ripemd160";
      var data$4 = "AGFzbQEAAAABEQRgAAF/YAAAYAF/AGACf38AAwkIAAECAwIBAAIFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweVAQoGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAARByaXBlbWQxNjBfdXBkYXRlAAMLSGFzaF9VcGRhdGUABApIYXNoX0ZpbmFsAAUNSGFzaF9HZXRTdGF0ZQAGDkhhc2hfQ2FsY3VsYXRlAAcKU1RBVEVfU0laRQMBCuw0CAYAQYCBBAs6AEEAQfDDy558NgKYgQVBAEL+uevF6Y6VmRA3ApCBBUEAQoHGlLqW8ermbzcCiIEFQQBCADcCgIEFC9IqASB/QQAgACgCJCIBIAAoAgAiAiAAKAIQIgMgAiAAKAIsIgQgACgCDCIFIAAoAgQiBiAAKAI8IgcgAiAAKAIwIgggByAAKAIIIglBACgCiIEFIgpBACgCkIEFIgtBACgClIEFIgxBf3NyQQAoAoyBBSINc2ogACgCFCIOakHml4qFBWpBCHdBACgCmIEFIg9qIhBBCnciEWogASANQQp3IhJqIAIgC0EKdyITaiAMIAAoAhwiFGogDyAAKAI4IhVqIBAgDSATQX9zcnNqQeaXioUFakEJdyAMaiIWIBAgEkF/c3JzakHml4qFBWpBCXcgE2oiECAWIBFBf3Nyc2pB5peKhQVqQQt3IBJqIhcgECAWQQp3IhZBf3Nyc2pB5peKhQVqQQ13IBFqIhggFyAQQQp3IhlBf3Nyc2pB5peKhQVqQQ93IBZqIhpBCnciG2ogACgCGCIQIBhBCnciHGogACgCNCIRIBdBCnciF2ogAyAZaiAEIBZqIBogGCAXQX9zcnNqQeaXioUFakEPdyAZaiIWIBogHEF/c3JzakHml4qFBWpBBXcgF2oiFyAWIBtBf3Nyc2pB5peKhQVqQQd3IBxqIhggFyAWQQp3IhlBf3Nyc2pB5peKhQVqQQd3IBtqIhogGCAXQQp3IhdBf3Nyc2pB5peKhQVqQQh3IBlqIhtBCnciHGogBSAaQQp3Ih1qIAAoAigiFiAYQQp3IhhqIAYgF2ogACgCICIAIBlqIBsgGiAYQX9zcnNqQeaXioUFakELdyAXaiIXIBsgHUF/c3JzakHml4qFBWpBDncgGGoiGCAXIBxBf3Nyc2pB5peKhQVqQQ53IB1qIhkgGCAXQQp3IhpBf3Nyc2pB5peKhQVqQQx3IBxqIhcgGSAYQQp3IhtBf3Nyc2pB5peKhQVqQQZ3IBpqIhhBCnciHGogFCAXQQp3Ih1qIAUgGUEKdyIZaiAEIBtqIBAgGmogGCAXcyAZcSAXc2pBpKK34gVqQQl3IBtqIhcgGHMgHXEgGHNqQaSit+IFakENdyAZaiIYIBdzIBxxIBdzakGkorfiBWpBD3cgHWoiGSAYcyAXQQp3IhpxIBhzakGkorfiBWpBB3cgHGoiFyAZcyAYQQp3IhtxIBlzakGkorfiBWpBDHcgGmoiGEEKdyIcaiAVIBdBCnciHWogFiAZQQp3IhlqIA4gG2ogESAaaiAYIBdzIBlxIBdzakGkorfiBWpBCHcgG2oiFyAYcyAdcSAYc2pBpKK34gVqQQl3IBlqIhggF3MgHHEgF3NqQaSit+IFakELdyAdaiIZIBhzIBdBCnciGnEgGHNqQaSit+IFakEHdyAcaiIXIBlzIBhBCnciG3EgGXNqQaSit+IFakEHdyAaaiIYQQp3IhxqIAEgF0EKdyIdaiADIBlBCnciGWogCCAbaiAAIBpqIBggF3MgGXEgF3NqQaSit+IFakEMdyAbaiIXIBhzIB1xIBhzakGkorfiBWpBB3cgGWoiGCAXcyAccSAXc2pBpKK34gVqQQZ3IB1qIhkgGHMgF0EKdyIacSAYc2pBpKK34gVqQQ93IBxqIhcgGXMgGEEKdyIYcSAZc2pBpKK34gVqQQ13IBpqIhtBCnciHGogBiAXQQp3Ih1qIA4gGUEKdyIZaiAHIBhqIAkgGmogGyAXcyAZcSAXc2pBpKK34gVqQQt3IBhqIhcgG0F/c3IgHXNqQfP9wOsGakEJdyAZaiIYIBdBf3NyIBxzakHz/cDrBmpBB3cgHWoiGSAYQX9zciAXQQp3IhdzakHz/cDrBmpBD3cgHGoiGiAZQX9zciAYQQp3IhhzakHz/cDrBmpBC3cgF2oiG0EKdyIcaiABIBpBCnciHWogECAZQQp3IhlqIBUgGGogFCAXaiAbIBpBf3NyIBlzakHz/cDrBmpBCHcgGGoiFyAbQX9zciAdc2pB8/3A6wZqQQZ3IBlqIhggF0F/c3IgHHNqQfP9wOsGakEGdyAdaiIZIBhBf3NyIBdBCnciF3NqQfP9wOsGakEOdyAcaiIaIBlBf3NyIBhBCnciGHNqQfP9wOsGakEMdyAXaiIbQQp3IhxqIBYgGkEKdyIdaiAJIBlBCnciGWogCCAYaiAAIBdqIBsgGkF/c3IgGXNqQfP9wOsGakENdyAYaiIXIBtBf3NyIB1zakHz/cDrBmpBBXcgGWoiGCAXQX9zciAcc2pB8/3A6wZqQQ53IB1qIhkgGEF/c3IgF0EKdyIac2pB8/3A6wZqQQ13IBxqIhsgGUF/c3IgGEEKdyIYc2pB8/3A6wZqQQ13IBpqIhxBCnciF2ogACAZQQp3IhlqIAMgGmogHCAbQX9zciAZc2pB8/3A6wZqQQd3IBhqIhogF3MgESAYaiAaIBxBf3NyIBtBCnciG3NqQfP9wOsGakEFdyAZaiIccSAXc2pB6e210wdqQQ93IBtqIh0gHEEKdyIYcyAQIBtqIBwgGkEKdyIZcyAdcSAZc2pB6e210wdqQQV3IBdqIhtxIBhzakHp7bXTB2pBCHcgGWoiHEEKdyIXaiAEIB1BCnciGmogBiAZaiAbIBpzIBxxIBpzakHp7bXTB2pBC3cgGGoiHSAXcyAFIBhqIBwgG0EKdyIYcyAdcSAYc2pB6e210wdqQQ53IBpqIhpxIBdzakHp7bXTB2pBDncgGGoiGyAaQQp3IhlzIAcgGGogGiAdQQp3IhhzIBtxIBhzakHp7bXTB2pBBncgF2oiHHEgGXNqQenttdMHakEOdyAYaiIdQQp3IhdqIAkgG0EKdyIaaiAOIBhqIBwgGnMgHXEgGnNqQenttdMHakEGdyAZaiIbIBdzIAggGWogHSAcQQp3IhhzIBtxIBhzakHp7bXTB2pBCXcgGmoiGnEgF3NqQenttdMHakEMdyAYaiIcIBpBCnciGXMgESAYaiAaIBtBCnciGHMgHHEgGHNqQenttdMHakEJdyAXaiIbcSAZc2pB6e210wdqQQx3IBhqIh1BCnciFyAHaiAVIBxBCnciGmogFCAYaiAbIBpzIB1xIBpzakHp7bXTB2pBBXcgGWoiHCAXcyAWIBlqIB0gG0EKdyIYcyAccSAYc2pB6e210wdqQQ93IBpqIhlxIBdzakHp7bXTB2pBCHcgGGoiGiAZQQp3IhtzIBggCGogGSAcQQp3IhhzIBpzakEIdyAXaiIXc2pBBXcgGGoiGUEKdyIcIABqIBpBCnciGiAGaiAYIBZqIBcgGnMgGXNqQQx3IBtqIhggHHMgGyADaiAZIBdBCnciF3MgGHNqQQl3IBpqIhlzakEMdyAXaiIaIBlBCnciG3MgFyAOaiAZIBhBCnciF3MgGnNqQQV3IBxqIhhzakEOdyAXaiIZQQp3IhwgFWogGkEKdyIaIAlqIBcgFGogGCAacyAZc2pBBncgG2oiFyAccyAbIBBqIBkgGEEKdyIYcyAXc2pBCHcgGmoiGXNqQQ13IBhqIhogGUEKdyIbcyAYIBFqIBkgF0EKdyIYcyAac2pBBncgHGoiGXNqQQV3IBhqIhxBCnciHSAMaiAEIBYgDiAOIBEgFiAOIBQgASAAIAEgECAUIAQgECAGIA9qIBMgDXMgCyANcyAMcyAKaiACakELdyAPaiIXc2pBDncgDGoiHkEKdyIfaiADIBJqIAkgDGogFyAScyAec2pBD3cgE2oiDCAfcyAFIBNqIB4gF0EKdyITcyAMc2pBDHcgEmoiEnNqQQV3IBNqIhcgEkEKdyIecyATIA5qIBIgDEEKdyIMcyAXc2pBCHcgH2oiEnNqQQd3IAxqIhNBCnciH2ogASAXQQp3IhdqIAwgFGogEiAXcyATc2pBCXcgHmoiDCAfcyAeIABqIBMgEkEKdyIScyAMc2pBC3cgF2oiE3NqQQ13IBJqIhcgE0EKdyIecyASIBZqIBMgDEEKdyIMcyAXc2pBDncgH2oiEnNqQQ93IAxqIhNBCnciH2ogF0EKdyIXIBVqIAwgCGogEiAXcyATc2pBBncgHmoiICAfcyAeIBFqIBMgEkEKdyIScyAgc2pBB3cgF2oiE3NqQQl3IBJqIhcgE0EKdyIMcyASIAdqIBMgIEEKdyIecyAXc2pBCHcgH2oiH3EgDHNqQZnzidQFakEHdyAeaiIgQQp3IhJqIAYgF0EKdyITaiADIB5qIB8gE3MgIHEgE3NqQZnzidQFakEGdyAMaiIXIBJzIBEgDGogICAfQQp3IgxzIBdxIAxzakGZ84nUBWpBCHcgE2oiHnEgEnNqQZnzidQFakENdyAMaiIfIB5BCnciE3MgFiAMaiAeIBdBCnciDHMgH3EgDHNqQZnzidQFakELdyASaiIecSATc2pBmfOJ1AVqQQl3IAxqIiBBCnciEmogCCAfQQp3IhdqIAcgDGogHiAXcyAgcSAXc2pBmfOJ1AVqQQd3IBNqIh8gEnMgBSATaiAgIB5BCnciDHMgH3EgDHNqQZnzidQFakEPdyAXaiIXcSASc2pBmfOJ1AVqQQd3IAxqIh4gF0EKdyITcyACIAxqIBcgH0EKdyIMcyAecSAMc2pBmfOJ1AVqQQx3IBJqIh9xIBNzakGZ84nUBWpBD3cgDGoiIEEKdyISaiAEIB9BCnciF2ogCSATaiAgIBdzIA4gDGogHyAeQQp3IgxzICBxIAxzakGZ84nUBWpBCXcgE2oiHnEgF3NqQZnzidQFakELdyAMaiIfIB5BCnciE3MgFSAMaiAeIBJzIB9xIBJzakGZ84nUBWpBB3cgF2oiDHEgE3NqQZnzidQFakENdyASaiISIAxxIB9BCnciFyASQX9zIiBxcmpBmfOJ1AVqQQx3IBNqIh5BCnciH2ogAyASQQp3IhJqIBUgDEEKdyIMaiAWIBdqIAUgE2ogHiAgciAMc2pBodfn9gZqQQt3IBdqIhMgHkF/c3IgEnNqQaHX5/YGakENdyAMaiIMIBNBf3NyIB9zakGh1+f2BmpBBncgEmoiEiAMQX9zciATQQp3IhNzakGh1+f2BmpBB3cgH2oiFyASQX9zciAMQQp3IgxzakGh1+f2BmpBDncgE2oiHkEKdyIfaiAJIBdBCnciIGogBiASQQp3IhJqIAAgDGogByATaiAeIBdBf3NyIBJzakGh1+f2BmpBCXcgDGoiDCAeQX9zciAgc2pBodfn9gZqQQ13IBJqIhIgDEF/c3IgH3NqQaHX5/YGakEPdyAgaiITIBJBf3NyIAxBCnciDHNqQaHX5/YGakEOdyAfaiIXIBNBf3NyIBJBCnciEnNqQaHX5/YGakEIdyAMaiIeQQp3Ih9qIAQgF0EKdyIgaiARIBNBCnciE2ogECASaiACIAxqIB4gF0F/c3IgE3NqQaHX5/YGakENdyASaiIMIB5Bf3NyICBzakGh1+f2BmpBBncgE2oiEiAMQX9zciAfc2pBodfn9gZqQQV3ICBqIhMgEkF/c3IgDEEKdyIXc2pBodfn9gZqQQx3IB9qIh4gE0F/c3IgEkEKdyISc2pBodfn9gZqQQd3IBdqIgxBCnciH2ogBCAeQQp3IiBqIAEgE0EKdyITaiAGIBJqIAggF2ogDCAeQX9zciATc2pBodfn9gZqQQV3IBJqIhIgDHMgIHEgDHNqQdz57vh4akELdyATaiIMIBJzIB9xIBJzakHc+e74eGpBDHcgIGoiEyAMcyASQQp3IhdxIAxzakHc+e74eGpBDncgH2oiEiATcyAMQQp3Ih5xIBNzakHc+e74eGpBD3cgF2oiDEEKdyIfaiADIBJBCnciIGogCCATQQp3IhNqIAAgHmogAiAXaiAMIBJzIBNxIBJzakHc+e74eGpBDncgHmoiEiAMcyAgcSAMc2pB3Pnu+HhqQQ93IBNqIgwgEnMgH3EgEnNqQdz57vh4akEJdyAgaiITIAxzIBJBCnciF3EgDHNqQdz57vh4akEIdyAfaiISIBNzIAxBCnciHnEgE3NqQdz57vh4akEJdyAXaiIMQQp3Ih9qIBUgEkEKdyIgaiAHIBNBCnciE2ogFCAeaiAFIBdqIAwgEnMgE3EgEnNqQdz57vh4akEOdyAeaiISIAxzICBxIAxzakHc+e74eGpBBXcgE2oiDCAScyAfcSASc2pB3Pnu+HhqQQZ3ICBqIhMgDHMgEkEKdyIXcSAMc2pB3Pnu+HhqQQh3IB9qIhIgE3MgDEEKdyIecSATc2pB3Pnu+HhqQQZ3IBdqIgxBCnciH2ogAiASQQp3Ig5qIAMgE0EKdyITaiAJIB5qIBAgF2ogDCAScyATcSASc2pB3Pnu+HhqQQV3IB5qIgMgDHMgDnEgDHNqQdz57vh4akEMdyATaiIMIAMgH0F/c3JzakHO+s/KempBCXcgDmoiDiAMIANBCnciA0F/c3JzakHO+s/KempBD3cgH2oiEiAOIAxBCnciDEF/c3JzakHO+s/KempBBXcgA2oiE0EKdyIXaiAJIBJBCnciFmogCCAOQQp3IglqIBQgDGogASADaiATIBIgCUF/c3JzakHO+s/KempBC3cgDGoiAyATIBZBf3Nyc2pBzvrPynpqQQZ3IAlqIgggAyAXQX9zcnNqQc76z8p6akEIdyAWaiIJIAggA0EKdyIDQX9zcnNqQc76z8p6akENdyAXaiIOIAkgCEEKdyIIQX9zcnNqQc76z8p6akEMdyADaiIUQQp3IhZqIAAgDkEKdyIMaiAFIAlBCnciAGogBiAIaiAVIANqIBQgDiAAQX9zcnNqQc76z8p6akEFdyAIaiIDIBQgDEF/c3JzakHO+s/KempBDHcgAGoiACADIBZBf3Nyc2pBzvrPynpqQQ13IAxqIgYgACADQQp3IgNBf3Nyc2pBzvrPynpqQQ53IBZqIgggBiAAQQp3IgBBf3Nyc2pBzvrPynpqQQt3IANqIglBCnciFWo2ApCBBUEAIAsgGCACaiAZIBpBCnciAnMgHHNqQQ93IBtqIg5BCnciFmogECADaiAJIAggBkEKdyIDQX9zcnNqQc76z8p6akEIdyAAaiIGQQp3ajYCjIEFQQAgDSAbIAVqIBwgGUEKdyIFcyAOc2pBDXcgAmoiFEEKd2ogByAAaiAGIAkgCEEKdyIAQX9zcnNqQc76z8p6akEFdyADaiIHajYCiIEFQQAgACAKaiACIAFqIA4gHXMgFHNqQQt3IAVqIgFqIBEgA2ogByAGIBVBf3Nyc2pBzvrPynpqQQZ3ajYCmIEFQQAgACAPaiAdaiAFIARqIBQgFnMgAXNqQQt3ajYClIEFC5sEAQh/AkAgAUUNAEEAQQAoAoCBBSICIAFqIgM2AoCBBSACQT9xIQQCQCADIAJPDQBBAEEAKAKEgQVBAWo2AoSBBQsCQAJAIARFDQAgAUHAACAEayIFSQ0BIAVBA3EhBkEAIQMCQAJAIARBP3NBA0kNACAEQYCBBWohByAFQfwAcSEIQQAhAwNAIAcgA2oiAkEcaiAAIANqIgktAAA6AAAgAkEdaiAJQQFqLQAAOgAAIAJBHmogCUECai0AADoAACACQR9qIAlBA2otAAA6AAAgCCADQQRqIgNHDQALIAZFDQELIAAgA2ohAiADIARqQZyBBWohAwNAIAMgAi0AADoAACACQQFqIQIgA0EBaiEDIAZBf2oiBg0ACwtBnIEFEAIgASAFayEBIAAgBWohAAsCQCABQcAASQ0AA0AgABACIABBwABqIQAgAUFAaiIBQT9LDQALC0EAIQQgAUUNAQsgAUEDcSEJQQAhAgJAIAFBBEkNACAEQYCBBWohBiABQXxxIQdBACECA0AgBiACaiIBQRxqIAAgAmoiAy0AADoAACABQR1qIANBAWotAAA6AAAgAUEeaiADQQJqLQAAOgAAIAFBH2ogA0EDai0AADoAACAHIAJBBGoiAkcNAAsgCUUNAQsgACACaiEAIAIgBGpBnIEFaiECA0AgAiAALQAAOgAAIABBAWohACACQQFqIQIgCUF/aiIJDQALCwsKAEGAgQQgABADC98EAQl/IwBBEGsiACQAQQAhASAAQQAoAoCBBSICQQN0IgM2AgggAEEAKAKEgQVBA3QiBCACQR12ciIFNgIMQZCABEE4QfgAIAJBP3EiAkE4SRsgAmsQA0EIIQZBAEEAKAKAgQUiAkEIajYCgIEFIAJBP3EhBwJAIAJBeEkNAEEAQQAoAoSBBUEBajYChIEFCyAAQQhqIQgCQAJAAkACQCAHDQBBACEHDAELIAdBOEkNACAHIAM6AJyBBQJAIAdBP0YNACAHIANBCHY6AJ2BBSAHQT5GDQAgB0GegQVqIANBEHY6AAAgB0E9Rg0AIAdBn4EFaiADQRh2OgAAIAdBPEYNACAHQaCBBWogBToAACAHQTtGDQAgB0GhgQVqIARBCHY6AAAgB0E6Rg0AIAdBooEFaiAEQRB2OgAAIAdBOUYNAEEAIARBGHY6ANuBBUGcgQUQAgwDC0GcgQUQAiACQQNxIQEgB0FIaiEGIABBCGpBwAAgB2tqIQhBACEHQQAhAiAGQQRJDQELIAZBfHEhBUEAIQIDQCAHIAJqIgZBnIEFaiAIIAJqIgMtAAA6AAAgBkGdgQVqIANBAWotAAA6AAAgBkGegQVqIANBAmotAAA6AAAgBkGfgQVqIANBA2otAAA6AAAgBSACQQRqIgJHDQALIAFFDQELIAggAmohBiAHIAJqQZyBBWohAgNAIAIgBi0AADoAACAGQQFqIQYgAkEBaiECIAFBf2oiAQ0ACwtBAEEAKAKIgQU2AoCBBEEAQQApAoyBBTcChIEEQQBBACkClIEFNwKMgQQgAEEQaiQACwYAQYCBBQtEAEEAQfDDy558NgKYgQVBAEL+uevF6Y6VmRA3ApCBBUEAQoHGlLqW8ermbzcCiIEFQQBCADcCgIEFQYCBBCAAEAMQBQsLWAEAQYCABAtQXAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";
      var hash$4 = "4f7957e4";
      var wasmJson$4 = {
        name: name$4,
        data: data$4,
        hash: hash$4
      };
      const mutex$2 = new Mutex();
      let wasmCache$2 = null;
      function ripemd160(data2) {
        if (wasmCache$2 === null) {
          return lockedCreate(mutex$2, wasmJson$4, 20).then((wasm) => {
            wasmCache$2 = wasm;
            return wasmCache$2.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$2.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createRIPEMD160() {
        return WASMInterface(wasmJson$4, 20).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 20
          };
          return obj;
        });
      }
      function calculateKeyBuffer(hasher, key) {
        const { blockSize } = hasher;
        const buf = getUInt8Buffer(key);
        if (buf.length > blockSize) {
          hasher.update(buf);
          const uintArr = hasher.digest("binary");
          hasher.init();
          return uintArr;
        }
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
      }
      function calculateHmac(hasher, key) {
        hasher.init();
        const { blockSize } = hasher;
        const keyBuf = calculateKeyBuffer(hasher, key);
        const keyBuffer = new Uint8Array(blockSize);
        keyBuffer.set(keyBuf);
        const opad = new Uint8Array(blockSize);
        for (let i = 0; i < blockSize; i++) {
          const v = keyBuffer[i];
          opad[i] = v ^ 92;
          keyBuffer[i] = v ^ 54;
        }
        hasher.update(keyBuffer);
        const obj = {
          init: () => {
            hasher.init();
            hasher.update(keyBuffer);
            return obj;
          },
          update: (data2) => {
            hasher.update(data2);
            return obj;
          },
          digest: ((outputType) => {
            const uintArr = hasher.digest("binary");
            hasher.init();
            hasher.update(opad);
            hasher.update(uintArr);
            return hasher.digest(outputType);
          }),
          save: () => {
            throw new Error("save() not supported");
          },
          load: () => {
            throw new Error("load() not supported");
          },
          blockSize: hasher.blockSize,
          digestSize: hasher.digestSize
        };
        return obj;
      }
      function createHMAC(hash2, key) {
        if (!hash2 || !hash2.then) {
          throw new Error('Invalid hash function is provided! Usage: createHMAC(createMD5(), "key").');
        }
        return hash2.then((hasher) => calculateHmac(hasher, key));
      }
      function calculatePBKDF2(digest, salt, iterations, hashLength, outputType) {
        return __awaiter(this, void 0, void 0, function* () {
          const DK = new Uint8Array(hashLength);
          const block1 = new Uint8Array(salt.length + 4);
          const block1View = new DataView(block1.buffer);
          const saltBuffer = getUInt8Buffer(salt);
          const saltUIntBuffer = new Uint8Array(saltBuffer.buffer, saltBuffer.byteOffset, saltBuffer.length);
          block1.set(saltUIntBuffer);
          let destPos = 0;
          const hLen = digest.digestSize;
          const l = Math.ceil(hashLength / hLen);
          let T = null;
          let U = null;
          for (let i = 1; i <= l; i++) {
            block1View.setUint32(salt.length, i);
            digest.init();
            digest.update(block1);
            T = digest.digest("binary");
            U = T.slice();
            for (let j = 1; j < iterations; j++) {
              digest.init();
              digest.update(U);
              U = digest.digest("binary");
              for (let k = 0; k < hLen; k++) {
                T[k] ^= U[k];
              }
            }
            DK.set(T.subarray(0, hashLength - destPos), destPos);
            destPos += hLen;
          }
          if (outputType === "binary") {
            return DK;
          }
          const digestChars = new Uint8Array(hashLength * 2);
          return getDigestHex(digestChars, DK, hashLength);
        });
      }
      const validateOptions$2 = (options) => {
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (!options.hashFunction || !options.hashFunction.then) {
          throw new Error('Invalid hash function is provided! Usage: pbkdf2("password", "salt", 1000, 32, createSHA1()).');
        }
        if (!Number.isInteger(options.iterations) || options.iterations < 1) {
          throw new Error("Iterations should be a positive number");
        }
        if (!Number.isInteger(options.hashLength) || options.hashLength < 1) {
          throw new Error("Hash length should be a positive number");
        }
        if (options.outputType === void 0) {
          options.outputType = "hex";
        }
        if (!["hex", "binary"].includes(options.outputType)) {
          throw new Error(`Insupported output type ${options.outputType}. Valid values: ['hex', 'binary']`);
        }
      };
      function pbkdf2(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions$2(options);
          const hmac = yield createHMAC(options.hashFunction, options.password);
          return calculatePBKDF2(hmac, options.salt, options.iterations, options.hashLength, options.outputType);
        });
      }
      var name$3 = "scrypt";
      var data$3 = "AGFzbQEAAAABGwVgAX8Bf2AAAX9gBH9/f38AYAF/AGADf39/AAMGBQABAgMEBQYBAQKAgAIGCAF/AUGAgAQLB0sFBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMAEkhhc2hfU2V0TWVtb3J5U2l6ZQAADkhhc2hfR2V0QnVmZmVyAAEGc2NyeXB0AAQKlScFXQMBfwF+AX9BACEBAkAgAEEAKQOIgAQiAqciA0YNAEEAIQECQCAAIANrIgBBEHYgAEH//wNxQQBHaiIAQABBf0cNAEH/AcAPC0EAIAIgAEEQdK18NwOIgAQLIAHAC3QDAn8BfgF/AkBBACgCgIAEIgANAEEAPwBBEHQiATYCgIAEAkBBACkDiIAEIgKnIgNBgIAgRg0AQQAhAEGAgCAgA2siA0EQdiADQf//A3FBAEdqIgNAAEF/Rg0BQQAgAiADQRB0rXw3A4iABAsgASEACyAAC70FAwF/AX4CfyACIAAgA0EHdGoiBEFAaikDADcDACACIARBSGopAwA3AwggAiAEQVBqKQMANwMQIAIgBEFYaikDADcDGCACIARBYGopAwA3AyAgAiAEQWhqKQMANwMoIAIgBEFwaikDADcDMCACIARBeGopAwAiBTcDOAJAIANFDQAgA0EBdCEGIANBBnQhB0EAIQMDQCACIAIpAwAgACkDAIU3AwAgAiACKQMIIABBCGopAwCFNwMIIAIgAikDECAAQRBqKQMAhTcDECACIAIpAxggAEEYaikDAIU3AxggAiACKQMgIABBIGopAwCFNwMgIAIgAikDKCAAQShqKQMAhTcDKCACIAIpAzAgAEEwaikDAIU3AzAgAiAFIABBOGopAwCFNwM4IAIQAyABIAIpAwA3AwAgAUEIaiACKQMINwMAIAFBEGogAikDEDcDACABQRhqIAIpAxg3AwAgAUEgaiACKQMgNwMAIAFBKGogAikDKDcDACABQTBqIAIpAzA3AwAgAUE4aiACKQM4IgU3AwAgAiACKQMAIABBwABqKQMAhTcDACACIAIpAwggAEHIAGopAwCFNwMIIAIgAikDECAAQdAAaikDAIU3AxAgAiACKQMYIABB2ABqKQMAhTcDGCACIAIpAyAgAEHgAGopAwCFNwMgIAIgAikDKCAAQegAaikDAIU3AyggAiACKQMwIABB8ABqKQMAhTcDMCACIAUgAEH4AGopAwCFNwM4IAIQAyABIAdqIgQgAikDADcDACAEQQhqIAIpAwg3AwAgBEEQaiACKQMQNwMAIARBGGogAikDGDcDACAEQSBqIAIpAyA3AwAgBEEoaiACKQMoNwMAIARBMGogAikDMDcDACAEQThqIAIpAzgiBTcDACAAQYABaiEAIAFBwABqIQEgA0ECaiIDIAZJDQALCwu6DQgBfgF/AX4BfwF+AX8BfhJ/IAAgACgCBCAAKQMoIgFCIIinIgIgACkDOCIDQiCIpyIEakEHdyAAKQMIIgVCIIincyIGIARqQQl3IAApAxgiB0IgiKdzIgggBmpBDXcgAnMiCSAHpyIKIAGnIgtqQQd3IAOncyICIAtqQQl3IAWncyIMIAJqQQ13IApzIg0gDGpBEncgC3MiDiAAKQMAIgFCIIinIg8gACkDECIDQiCIpyIQakEHdyAAKQMgIgVCIIincyILakEHd3MiCiAJIAhqQRJ3IARzIhEgAmpBB3cgACkDMCIHpyIJIAGnIhJqQQd3IAOncyIEIBJqQQl3IAWncyITIARqQQ13IAlzIhRzIgkgEWpBCXcgCyAQakEJdyAHQiCIp3MiFXMiFiAJakENdyACcyIXIBZqQRJ3IBFzIhFqQQd3IAYgFCATakESdyAScyISakEHdyAVIAtqQQ13IA9zIhRzIgIgEmpBCXcgDHMiDyACakENdyAGcyIYcyIGIBFqQQl3IAggDSAUIBVqQRJ3IBBzIhAgBGpBB3dzIgwgEGpBCXdzIghzIhUgBmpBDXcgCnMiFCAMIAogDmpBCXcgE3MiEyAKakENdyALcyIZIBNqQRJ3IA5zIgpqQQd3IBdzIgsgCmpBCXcgD3MiDiALakENdyAMcyIXIA5qQRJ3IApzIg0gAiAIIAxqQQ13IARzIgwgCGpBEncgEHMiCGpBB3cgGXMiCmpBB3dzIgQgFCAVakESdyARcyIQIAtqQQd3IAkgGCAPakESdyAScyIRakEHdyAMcyIMIBFqQQl3IBNzIhIgDGpBDXcgCXMiD3MiCSAQakEJdyAKIAhqQQl3IBZzIhNzIhYgCWpBDXcgC3MiFCAWakESdyAQcyIQakEHdyAGIA8gEmpBEncgEXMiEWpBB3cgEyAKakENdyACcyILcyICIBFqQQl3IA5zIg4gAmpBDXcgBnMiGHMiBiAQakEJdyAVIBcgCyATakESdyAIcyIIIAxqQQd3cyILIAhqQQl3cyITcyIVIAZqQQ13IARzIhcgCyAEIA1qQQl3IBJzIhIgBGpBDXcgCnMiGSASakESdyANcyIEakEHdyAUcyIKIARqQQl3IA5zIg8gCmpBDXcgC3MiFCAPakESdyAEcyINIAIgEyALakENdyAMcyIMIBNqQRJ3IAhzIghqQQd3IBlzIgtqQQd3cyIEIBcgFWpBEncgEHMiECAKakEHdyAJIBggDmpBEncgEXMiDmpBB3cgDHMiDCAOakEJdyAScyIRIAxqQQ13IAlzIhdzIgkgEGpBCXcgCyAIakEJdyAWcyIScyITIAlqQQ13IApzIhggE2pBEncgEHMiEGpBB3cgBiAXIBFqQRJ3IA5zIgpqQQd3IBIgC2pBDXcgAnMiF3MiAiAKakEJdyAPcyIOIAJqQQ13IAZzIhZzIgYgCSAWIA5qQRJ3IApzIhZqQQd3IBUgFCAXIBJqQRJ3IAhzIgggDGpBB3dzIgogCGpBCXdzIhIgCmpBDXcgDHMiD3MiDCAWakEJdyAEIA1qQQl3IBFzIhFzIhUgDGpBDXcgCXMiFCAVakESdyAWcyIJakEHdyACIA8gEmpBEncgCHMiCGpBB3cgESAEakENdyALcyIPcyILIAhqQQl3IBNzIhMgC2pBDXcgAnMiF3MiFmo2AgQgACAAKAIIIBYgCWpBCXcgCiAPIBFqQRJ3IA1zIhFqQQd3IBhzIgIgEWpBCXcgDnMiDnMiD2o2AgggACAAKAIMIA8gFmpBDXcgBnMiDWo2AgwgACAAKAIQIAYgEGpBCXcgEnMiEiAOIAJqQQ13IApzIhggFyATakESdyAIcyIKIAxqQQd3cyIIIApqQQl3cyIWIAhqQQ13IAxzIgxqNgIQIAAgACgCACANIA9qQRJ3IAlzajYCACAAIAAoAhQgDCAWakESdyAKc2o2AhQgACAAKAIYIAhqNgIYIAAgACgCHCAWajYCHCAAIAAoAiAgEiAGakENdyAEcyIJIBggDmpBEncgEXMiBiALakEHd3MiCiAGakEJdyAVcyIEajYCICAAIAAoAiQgBCAKakENdyALcyILajYCJCAAIAAoAiggCyAEakESdyAGc2o2AiggACAAKAIsIApqNgIsIAAgACgCMCAJIBJqQRJ3IBBzIgYgAmpBB3cgFHMiC2o2AjAgACAAKAI0IAsgBmpBCXcgE3MiCmo2AjQgACAAKAI4IAogC2pBDXcgAnMiAmo2AjggACAAKAI8IAIgCmpBEncgBnNqNgI8C8QSAw5/AX4VfwJAIAJFDQAgAEEHdCIDQUBqIgRBACgCgIAEIgUgAiADbCIGaiADIAFsaiIHIANqIghqIQkgACACQQd0IgogAUEHdGoiC2whDCAAIAtBgAFqbCENIABBBXQiDkEBIA5BAUsbIgtBYHEhDyALQQFxIRAgAa1Cf3whESAEIAdqIRIgCEF4aiETIAhBcGohFCAIQWhqIRUgCEFgaiEWIAhBWGohFyAIQVBqIRggCEFIaiEZIAhBQGohGiAHIABBCHQiG2ohHCAAIApBgAFqbCEdQQAhHkEAIR8DQEEAKAKAgAQiICADIB9saiEhAkAgAEUNAAJAAkAgDg0AQQAhIgwBCyAgIB5qISNBACEEQQAhIgNAIAcgBGoiCyAjIARqIiQoAgA2AgAgC0EEaiAkQQRqKAIANgIAIAtBCGogJEEIaigCADYCACALQQxqICRBDGooAgA2AgAgBEEQaiEEIA8gIkEEaiIiRw0ACyAQRQ0BCyAHICJBAnQiBGogISAEaigCADYCAAsCQCABRQ0AQQAhJSAdISMgBiEmA0AgBSEkIAAhIgJAAkAgAA0AIBwgGikDADcDACAcIBkpAwA3AwggHCAYKQMANwMQIBwgFykDADcDGCAcIBYpAwA3AyAgHCAVKQMANwMoIBwgFCkDADcDMCAcIBMpAwA3AzgMAQsDQCAkICZqIgQgJCAMaiILKQMANwMAIARBCGogC0EIaikDADcDACAEQRBqIAtBEGopAwA3AwAgBEEYaiALQRhqKQMANwMAIARBIGogC0EgaikDADcDACAEQShqIAtBKGopAwA3AwAgBEEwaiALQTBqKQMANwMAIARBOGogC0E4aikDADcDACAEQcAAaiALQcAAaikDADcDACAEQcgAaiALQcgAaikDADcDACAEQdAAaiALQdAAaikDADcDACAEQdgAaiALQdgAaikDADcDACAEQeAAaiALQeAAaikDADcDACAEQegAaiALQegAaikDADcDACAEQfAAaiALQfAAaikDADcDACAEQfgAaiALQfgAaikDADcDACAkQYABaiEkICJBf2oiIg0ACyAHIAggHCAAEAIgBSEkIAAhIgNAICQgI2oiBCAkIA1qIgspAwA3AwAgBEEIaiALQQhqKQMANwMAIARBEGogC0EQaikDADcDACAEQRhqIAtBGGopAwA3AwAgBEEgaiALQSBqKQMANwMAIARBKGogC0EoaikDADcDACAEQTBqIAtBMGopAwA3AwAgBEE4aiALQThqKQMANwMAIARBwABqIAtBwABqKQMANwMAIARByABqIAtByABqKQMANwMAIARB0ABqIAtB0ABqKQMANwMAIARB2ABqIAtB2ABqKQMANwMAIARB4ABqIAtB4ABqKQMANwMAIARB6ABqIAtB6ABqKQMANwMAIARB8ABqIAtB8ABqKQMANwMAIARB+ABqIAtB+ABqKQMANwMAICRBgAFqISQgIkF/aiIiDQALIAggByAcIAAQAgsgIyAbaiEjICYgG2ohJiABICVBAmoiJUsNAAtBACElA0ACQAJAIAANACAcIBopAwA3AwAgHCAZKQMANwMIIBwgGCkDADcDECAcIBcpAwA3AxggHCAWKQMANwMgIBwgFSkDADcDKCAcIBQpAwA3AzAgHCATKQMANwM4DAELIAAgCiASKQIAIBGDp0EHdGpsISYgBSEkIAAhIgNAICQgDGoiBCAEKQMAICQgJmoiCykDAIU3AwAgBEEIaiIjICMpAwAgC0EIaikDAIU3AwAgBEEQaiIjICMpAwAgC0EQaikDAIU3AwAgBEEYaiIjICMpAwAgC0EYaikDAIU3AwAgBEEgaiIjICMpAwAgC0EgaikDAIU3AwAgBEEoaiIjICMpAwAgC0EoaikDAIU3AwAgBEEwaiIjICMpAwAgC0EwaikDAIU3AwAgBEE4aiIjICMpAwAgC0E4aikDAIU3AwAgBEHAAGoiIyAjKQMAIAtBwABqKQMAhTcDACAEQcgAaiIjICMpAwAgC0HIAGopAwCFNwMAIARB0ABqIiMgIykDACALQdAAaikDAIU3AwAgBEHYAGoiIyAjKQMAIAtB2ABqKQMAhTcDACAEQeAAaiIjICMpAwAgC0HgAGopAwCFNwMAIARB6ABqIiMgIykDACALQegAaikDAIU3AwAgBEHwAGoiIyAjKQMAIAtB8ABqKQMAhTcDACAEQfgAaiIEIAQpAwAgC0H4AGopAwCFNwMAICRBgAFqISQgIkF/aiIiDQALIAcgCCAcIAAQAiAAIAogCSkCACARg6dBB3RqbCEmIAUhJCAAISIDQCAkIA1qIgQgBCkDACAkICZqIgspAwCFNwMAIARBCGoiIyAjKQMAIAtBCGopAwCFNwMAIARBEGoiIyAjKQMAIAtBEGopAwCFNwMAIARBGGoiIyAjKQMAIAtBGGopAwCFNwMAIARBIGoiIyAjKQMAIAtBIGopAwCFNwMAIARBKGoiIyAjKQMAIAtBKGopAwCFNwMAIARBMGoiIyAjKQMAIAtBMGopAwCFNwMAIARBOGoiIyAjKQMAIAtBOGopAwCFNwMAIARBwABqIiMgIykDACALQcAAaikDAIU3AwAgBEHIAGoiIyAjKQMAIAtByABqKQMAhTcDACAEQdAAaiIjICMpAwAgC0HQAGopAwCFNwMAIARB2ABqIiMgIykDACALQdgAaikDAIU3AwAgBEHgAGoiIyAjKQMAIAtB4ABqKQMAhTcDACAEQegAaiIjICMpAwAgC0HoAGopAwCFNwMAIARB8ABqIiMgIykDACALQfAAaikDAIU3AwAgBEH4AGoiBCAEKQMAIAtB+ABqKQMAhTcDACAkQYABaiEkICJBf2oiIg0ACyAIIAcgHCAAEAILIAEgJUECaiIlSw0ACwsCQCAARQ0AAkACQCAODQBBACEiDAELICAgHmohI0EAIQRBACEiA0AgIyAEaiILIAcgBGoiJCgCADYCACALQQRqICRBBGooAgA2AgAgC0EIaiAkQQhqKAIANgIAIAtBDGogJEEMaigCADYCACAEQRBqIQQgDyAiQQRqIiJHDQALIBBFDQELICEgIkECdCIEaiAHIARqKAIANgIACyAeIANqIR4gH0EBaiIfIAJHDQALCws=";
      var hash$3 = "e914d656";
      var wasmJson$3 = {
        name: name$3,
        data: data$3,
        hash: hash$3
      };
      function scryptInternal(options) {
        return __awaiter(this, void 0, void 0, function* () {
          const { costFactor, blockSize, parallelism, hashLength } = options;
          const SHA256Hasher = createSHA2562();
          const blockData = yield pbkdf2({
            password: options.password,
            salt: options.salt,
            iterations: 1,
            hashLength: 128 * blockSize * parallelism,
            hashFunction: SHA256Hasher,
            outputType: "binary"
          });
          const scryptInterface = yield WASMInterface(wasmJson$3, 0);
          const VSize = 128 * blockSize * costFactor;
          const XYSize = 256 * blockSize;
          scryptInterface.setMemorySize(blockData.length + VSize + XYSize);
          scryptInterface.writeMemory(blockData, 0);
          scryptInterface.getExports().scrypt(blockSize, costFactor, parallelism);
          const expensiveSalt = scryptInterface.getMemory().subarray(0, 128 * blockSize * parallelism);
          const outputData = yield pbkdf2({
            password: options.password,
            salt: expensiveSalt,
            iterations: 1,
            hashLength,
            hashFunction: SHA256Hasher,
            outputType: "binary"
          });
          if (options.outputType === "hex") {
            const digestChars = new Uint8Array(hashLength * 2);
            return getDigestHex(digestChars, outputData, hashLength);
          }
          return outputData;
        });
      }
      const isPowerOfTwo = (v) => v && !(v & v - 1);
      const validateOptions$1 = (options) => {
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (!Number.isInteger(options.blockSize) || options.blockSize < 1) {
          throw new Error("Block size should be a positive number");
        }
        if (!Number.isInteger(options.costFactor) || options.costFactor < 2 || !isPowerOfTwo(options.costFactor)) {
          throw new Error("Cost factor should be a power of 2, greater than 1");
        }
        if (!Number.isInteger(options.parallelism) || options.parallelism < 1) {
          throw new Error("Parallelism should be a positive number");
        }
        if (!Number.isInteger(options.hashLength) || options.hashLength < 1) {
          throw new Error("Hash length should be a positive number.");
        }
        if (options.outputType === void 0) {
          options.outputType = "hex";
        }
        if (!["hex", "binary"].includes(options.outputType)) {
          throw new Error(`Insupported output type ${options.outputType}. Valid values: ['hex', 'binary']`);
        }
      };
      function scrypt(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions$1(options);
          return scryptInternal(options);
        });
      }
      var name$2 = "bcrypt";
      var data$2 = "AGFzbQEAAAABGARgAAF/YAV/f39/fwBgA39/fwBgAX8BfwMFBAABAgMFBAEBAgIGCAF/AUGAgAQLB0YFBm1lbW9yeQIAD19fc3RhY2tfcG9pbnRlcgMADkhhc2hfR2V0QnVmZmVyAAAGYmNyeXB0AAINYmNyeXB0X3ZlcmlmeQADCtVaBAYAQYCjBAvOUwQTfwF+CH8BfiMAQfAAayEFIANBADoAAiADQargADsAAAJAIAItAABBKkcNACACLQABQTBHDQAgA0ExOgABCwJAIAIsAAUgAiwABEEKbGpB8HtqIgZBBEkNACACLQAHQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAIQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNACAFIAhBBHYgB0ECdHI6AAggAi0ACUFgaiIHQd8ASw0AIActAJCBBCIHQT9LDQAgBSAHQQJ2IAhBBHRyOgAJIAItAApBYGoiCEHfAEsNACAILQCQgQQiCEE/Sw0AIAUgCCAHQQZ0cjoACiACLQALQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAMQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNACAFIAhBBHYgB0ECdHI6AAsgAi0ADUFgaiIHQd8ASw0AIActAJCBBCIHQT9LDQAgBSAHQQJ2IAhBBHRyOgAMIAItAA5BYGoiCEHfAEsNACAILQCQgQQiCEE/Sw0AIAUgCCAHQQZ0cjoADSACLQAPQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAQQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNACAFIAhBBHYgB0ECdHI6AA4gAi0AEUFgaiIHQd8ASw0AIActAJCBBCIHQT9LDQAgBSAHQQJ2IAhBBHRyOgAPIAItABJBYGoiCEHfAEsNACAILQCQgQQiCEE/Sw0AIAUgCCAHQQZ0cjoAECACLQATQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAUQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNACAFIAhBBHYgB0ECdHI6ABEgAi0AFUFgaiIHQd8ASw0AIActAJCBBCIHQT9LDQAgBSAHQQJ2IAhBBHRyOgASIAItABZBYGoiCEHfAEsNACAILQCQgQQiCEE/Sw0AIAUgCCAHQQZ0cjoAEyACLQAXQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAYQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNACAFIAhBBHYgB0ECdHI6ABQgAi0AGUFgaiIHQd8ASw0AIActAJCBBCIHQT9LDQAgBSAHQQJ2IAhBBHRyOgAVIAItABpBYGoiCEHfAEsNACAILQCQgQQiCEE/Sw0AIAUgCCAHQQZ0cjoAFiACLQAbQWBqIgdB3wBLDQAgBy0AkIEEIgdBP0sNACACLQAcQWBqIghB3wBLDQAgCC0AkIEEIghBP0sNAEEBIAZ0IQkgBSAIQQR2IAdBAnRyOgAXIAUgBSgCCCIGQf+B/AdxQQh4IAZBGHhB/4H8B3FyIgo2AgggBSAFKAIMIgZB/4H8B3FBCHggBkEYeEH/gfwHcXIiCzYCDCAFIAUoAhAiBkH/gfwHcUEIeCAGQRh4Qf+B/AdxciIMNgIQIAUgBSgCFCIGQf+B/AdxQQh4IAZBGHhB/4H8B3FyIg02AhQgACABaiEGIAVB6ABqIAItAAJBn/8Dai0AACIOQQFxQQJ0aiEPQQAhB0EAIQhBACEQIAAhAQNAIAVCADcCaCAFIAEtAAAiETYCaCAFIAEsAAAiEjYCbCAFIBFBCHQiETYCaCAFIBEgACABQQFqIAEgBkYbIgEtAAByIhE2AmggBSASQQh0IhI2AmwgBSASIAEsAAAiE3IiEjYCbCAFIBFBCHQiETYCaCAFIBEgACABQQFqIAEgBkYbIgEtAAByIhE2AmggBSASQQh0IhI2AmwgBSASIAEsAAAiFHIiEjYCbCAFIBFBCHQiETYCaCAFIBEgACABQQFqIAEgBkYbIgEtAAByIhE2AmggBSASQQh0IhI2AmwgBSASIAEsAAAiFXIiEjYCbCAFQSBqIAdqIA8oAgAiFjYCACAHQfChBGoiFyAWIBcoAgBzNgIAIAAgAUEBaiABIAZGGyEBIBIgEXMgCHIhCCAVIBQgE3JyQYABcSAQciEQIAdBBGoiB0HIAEcNAAtBAEEAKALwoQQgEEEJdCAOQQ90cUGAgAQgCEH//wNxIAhBEHZya3FzNgLwoQRCACEYQX4hBkHwoQQhBwNAQQAoAqyiBEEAKAKoogRBACgCpKIEQQAoAqCiBEEAKAKcogRBACgCmKIEQQAoApSiBEEAKAKQogRBACgCjKIEQQAoAoiiBEEAKAKEogRBACgCgKIEQQAoAvyhBEEAKAL4oQRBACgC9KEEIAVBCGogBkECaiIGQQJxQQJ0aikDACAYhSIYQiCIp3NBACgC8KEEIBincyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQf8BcUECdCgC8JkEIQggAEEGdkH8B3EoAvCRBCEQIABBFnZB/AdxKALwgQQhESAAQQ52QfwHcSgC8IkEIRJBACgCsKIEIRNBAEEAKAK0ogQgAHM2AoCjBUEAIBMgCCAQIBEgEmpzanMgAXM2AoSjBSAHQQApA4CjBSIYNwIAIAdBCGohByAGQRBJDQALIBhCIIinIQAgGKchBkFwIQEDQEEAKAKsogRBACgCqKIEQQAoAqSiBEEAKAKgogRBACgCnKIEQQAoApiiBEEAKAKUogRBACgCkKIEQQAoAoyiBEEAKAKIogRBACgChKIEQQAoAoCiBEEAKAL8oQRBACgC+KEEIABBACgC9KEEcyAGQQAoAvChBHMgDHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgDXMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkEWdkH8B3EoAvCBBCAGQQ52QfwHcSgC8IkEaiAGQQZ2QfwHcSgC8JEEcyAGQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgBnMiBkH/AXFBAnQoAvCZBCEHIAZBBnZB/AdxKALwkQQhCCAGQRZ2QfwHcSgC8IEEIRAgBkEOdkH8B3EoAvCJBCERQQAoArCiBCESIAFBgIIEakEAKAK0ogQgBnMiBjYCACABQYSCBGogEiAHIAggECARanNqcyAAcyIHNgIAQQAoAqyiBEEAKAKoogRBACgCpKIEQQAoAqCiBEEAKAKcogRBACgCmKIEQQAoApSiBEEAKAKQogRBACgCjKIEQQAoAoiiBEEAKAKEogRBACgCgKIEQQAoAvyhBEEAKAL4oQRBACgC9KEEIApBACgC8KEEcyAGcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyALcyAHcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQRZ2QfwHcSgC8IEEIAZBDnZB/AdxKALwiQRqIAZBBnZB/AdxKALwkQRzIAZB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyAGcyIGQf8BcUECdCgC8JkEIQcgBkEGdkH8B3EoAvCRBCEIIAZBFnZB/AdxKALwgQQhECAGQQ52QfwHcSgC8IkEIRFBACgCsKIEIRIgAUGIggRqQQAoArSiBCAGcyIGNgIAIAFBjIIEaiASIAcgCCAQIBFqc2pzIABzIgA2AgAgAUEQaiIBQewfSQ0AC0EAIAA2AoSjBUEAIAY2AoCjBSAFKAJkIRQgBSgCYCEVIAUoAlwhFiAFKAJYIRcgBSgCVCEKIAUoAlAhCyAFKAJMIQwgBSgCSCENIAUoAkQhDyAFKAJAIQ4gBSgCPCEZIAUoAjghGiAFKAI0IRsgBSgCMCEcIAUoAiwhHSAFKAIoIR4gBSgCJCEfIAUoAiAhICAFKQMQISEgBSkDCCEYA0BBAEEAKALwoQQgIHM2AvChBEEAQQAoAvShBCAfczYC9KEEQQBBACgC+KEEIB5zNgL4oQRBAEEAKAL8oQQgHXM2AvyhBEEAQQAoAoCiBCAcczYCgKIEQQBBACgChKIEIBtzNgKEogRBAEEAKAKIogQgGnM2AoiiBEEAQQAoAoyiBCAZczYCjKIEQQBBACgCkKIEIA5zNgKQogRBAEEAKAKUogQgD3M2ApSiBEEAQQAoApiiBCANczYCmKIEQQBBACgCnKIEIAxzNgKcogRBAEEAKAKgogQgC3M2AqCiBEEAQQAoAqSiBCAKczYCpKIEQQBBACgCqKIEIBdzNgKoogRBAEEAKAKsogQgFnM2AqyiBEEAQQAoArCiBCAVczYCsKIEQQBBACgCtKIEIBRzNgK0ogRBASETA0BBACEBQQBCADcDgKMFQfChBCEGQQAhAANAQQAoAqyiBEEAKAKoogRBACgCpKIEQQAoAqCiBEEAKAKcogRBACgCmKIEQQAoApSiBEEAKAKQogRBACgCjKIEQQAoAoiiBEEAKAKEogRBACgCgKIEQQAoAvyhBEEAKAL4oQRBACgC9KEEIAFzQQAoAvChBCAAcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQRZ2QfwHcSgC8IEEIABBDnZB/AdxKALwiQRqIABBBnZB/AdxKALwkQRzIABB/wFxQQJ0KALwmQRqcyABcyIBQRZ2QfwHcSgC8IEEIAFBDnZB/AdxKALwiQRqIAFBBnZB/AdxKALwkQRzIAFB/wFxQQJ0KALwmQRqcyAAcyIAQf8BcUECdCgC8JkEIQcgAEEGdkH8B3EoAvCRBCEIIABBFnZB/AdxKALwgQQhECAAQQ52QfwHcSgC8IkEIRFBACgCsKIEIRIgBkEAKAK0ogQgAHMiADYCACAGQQRqIBIgByAIIBAgEWpzanMgAXMiATYCACAGQQhqIgZBuKIESQ0AC0F4IQYDQEEAKAKsogRBACgCqKIEQQAoAqSiBEEAKAKgogRBACgCnKIEQQAoApiiBEEAKAKUogRBACgCkKIEQQAoAoyiBEEAKAKIogRBACgChKIEQQAoAoCiBEEAKAL8oQRBACgC+KEEQQAoAvShBCABc0EAKALwoQQgAHMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEH/AXFBAnQoAvCZBCEHIABBBnZB/AdxKALwkQQhCCAAQRZ2QfwHcSgC8IEEIRAgAEEOdkH8B3EoAvCJBCERQQAoArCiBCESIAZB+IEEakEAKAK0ogQgAHMiADYCACAGQfyBBGogEiAHIAggECARanNqcyABcyIBNgIAIAZBCGoiBkH0H0kNAAtBACABNgKEowVBACAANgKAowUCQCATQQFxRQ0AQQAhE0EAQQApAvChBCAYhTcC8KEEQQBBACkC+KEEICGFNwL4oQRBAEEAKQKAogQgGIU3AoCiBEEAQQApAoiiBCAhhTcCiKIEQQBBACkCkKIEIBiFNwKQogRBAEEAKQKYogQgIYU3ApiiBEEAQQApAqCiBCAYhTcCoKIEQQBBACkCqKIEICGFNwKoogRBAEEAKQKwogQgGIU3ArCiBAwBCwsgCUF/aiIJDQALQQAoArSiBCEIQQAoArCiBCEQQQAoAqyiBCERQQAoAqiiBCESQQAoAqSiBCETQQAoAqCiBCEJQQAoApyiBCEUQQAoApiiBCEVQQAoApSiBCEWQQAoApCiBCEXQQAoAoyiBCEKQQAoAoiiBCELQQAoAoSiBCEMQQAoAoCiBCENQQAoAvyhBCEPQQAoAvihBCEOQQAoAvShBCEZQQAoAvChBCEaQQAhGwNAIBtBAnQiHCkDoIAEIhinIQEgGEIgiKchBkFAIQcDQCAQIBEgEiATIAkgFCAVIBYgFyAKIAsgDCANIA8gDiAGIBlzIAEgGnMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMiAUEWdkH8B3EoAvCBBCABQQ52QfwHcSgC8IkEaiABQQZ2QfwHcSgC8JEEcyABQf8BcUECdCgC8JkEanMgAHMiAEEWdkH8B3EoAvCBBCAAQQ52QfwHcSgC8IkEaiAAQQZ2QfwHcSgC8JEEcyAAQf8BcUECdCgC8JkEanMgAXMhBiAAIAhzIQEgB0EBaiIHDQALQQAgBjYChKMFQQAgATYCgKMFIAVBCGogHGpBACkDgKMFNwMAIBtBBEkhASAbQQJqIRsgAQ0ACyADIAIoAgA2AgAgAyACKAIENgIEIAMgAigCCDYCCCADIAIoAgw2AgwgAyACKAIQNgIQIAMgAigCFDYCFCADIAIoAhg2AhggAyACLAAcQfCABGotAABBMHFBwIAEai0AADoAHCAFIAUoAggiAkH/gfwHcUEIeCACQRh4Qf+B/AdxciICNgIIIAUgBSgCDCIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyIgE2AgwgBSAFKAIQIgBB/4H8B3FBCHggAEEYeEH/gfwHcXIiADYCECAFIAUoAhQiBkH/gfwHcUEIeCAGQRh4Qf+B/AdxciIGNgIUIAUgBSgCGCIHQf+B/AdxQQh4IAdBGHhB/4H8B3FyIgc2AhggBSAFKAIcIghB/4H8B3FBCHggCEEYeEH/gfwHcXIiCDYCHAJAAkAgBA0AIAMgBSkDCDcDACADIAUpAxA3AwggAyAFKQMYNwMQDAELIAMgCEE/cS0AwIAEOgA4IAMgBkEadi0AwIAEOgAxIAMgAEE/cS0AwIAEOgAoIAMgAkEadi0AwIAEOgAhIAMgCEEOdkE8cS0AwIAEOgA7IAMgCEEKdkE/cS0AwIAEOgA5IAMgB0ESdkE/cS0AwIAEOgA1IAMgB0EIdkE/cS0AwIAEOgA0IAMgBkEQdkE/cS0AwIAEOgAwIAMgAEEYdkE/cS0AwIAEOgAsIAMgAEEKdkE/cS0AwIAEOgApIAMgAUESdkE/cS0AwIAEOgAlIAMgAUEIdkE/cS0AwIAEOgAkIAMgAkEQdkE/cS0AwIAEOgAgIAMgCEEEdkEwcSAIQRR2QQ9xci0AwIAEOgA6IAMgB0EWdkE8cSAIQQZ2QQNxci0AwIAEOgA3IAMgB0EMdkEwcSAHQRx2ci0AwIAEOgA2IAMgBkEGdkE8cSAGQRZ2QQNxci0AwIAEOgAvIAMgBkH8AXFBAnZBwIAEai0AADoALSADIABBDnZBPHEgAEEednItAMCABDoAKyADIABBBHZBMHEgAEEUdkEPcXItAMCABDoAKiADIAFBFnZBPHEgAEEGdkEDcXItAMCABDoAJyADIAFBDHZBMHEgAUEcdnItAMCABDoAJiADIAJBBnZBPHEgAkEWdkEDcXItAMCABDoAHyADIAJB/AFxQQJ2QcCABGotAAA6AB0gAyAHQQJ0QTxxIAdBDnZBA3FyQcCABGotAAA6ADMgAyAGQRR2QTBxIAdB8AFxQQR2ckHAgARqLQAAOgAyIAMgBkEEdEEwcSAGQQx2QQ9xckHAgARqLQAAOgAuIAMgAUECdEE8cSABQQ52QQNxckHAgARqLQAAOgAjIAMgAkEUdkEwcSABQfABcUEEdnJBwIAEai0AADoAIiADIAJBBHRBMHEgAkEMdkEPcXJBwIAEai0AADoAHgsgA0EAOgA8CwvwBQEHfyMAQeAAayIDJABBACEEIABBADoAkKMEIANBJDoARiADIAFBCm4iBUEwajoARCADQaTkhKMCNgJAIANBAC0AgKMEIgZBAnYtAMCABDoARyADQQAtAIKjBCIHQT9xLQDAgAQ6AEogA0EALQCDowQiCEECdi0AwIAEOgBLIANBAC0AhaMEIglBP3EtAMCABDoATiADIAVB9gFsIAFqQTByOgBFIAMgBkEEdEEwcUEALQCBowQiAUEEdnItAMCABDoASCADIAFBAnRBPHEgB0EGdnItAMCABDoASSADIAhBBHRBMHFBAC0AhKMEIgFBBHZyLQDAgAQ6AEwgAyABQQJ0QTxxIAlBBnZyLQDAgAQ6AE0gA0EALQCGowQiAUECdi0AwIAEOgBPIANBAC0AiKMEIgVBP3EtAMCABDoAUiADQQAtAImjBCIGQQJ2LQDAgAQ6AFMgA0EALQCLowQiB0E/cS0AwIAEOgBWIANBAC0AjKMEIghBAnYtAMCABDoAVyADIAFBBHRBMHFBAC0Ah6MEIgFBBHZyLQDAgAQ6AFAgAyABQQJ0QTxxIAVBBnZyLQDAgAQ6AFEgAyAGQQR0QTBxQQAtAIqjBCIBQQR2ci0AwIAEOgBUIAMgAUECdEE8cSAHQQZ2ci0AwIAEOgBVIAMgCEEEdEEwcUEALQCNowQiAUEEdnItAMCABDoAWCADQQA6AF0gA0EALQCOowQiBUE/cS0AwIAEOgBaIANBAC0Aj6MEIgZBAnYtAMCABDoAWyADIAFBAnRBPHEgBUEGdnItAMCABDoAWSADIAZBBHRBMHEtAMCABDoAXEGQowQgACADQcAAaiADIAIQAQNAIARBgKMEaiADIARqIgAtAAA6AAAgBEGBowRqIABBAWotAAA6AAAgBEGCowRqIABBAmotAAA6AAAgBEGDowRqIABBA2otAAA6AAAgBEGEowRqIABBBGotAAA6AAAgBEEFaiIEQTxHDQALIANB4ABqJAALiQECAX8IfiMAQcAAayIBJAAgAEEAOgC8owRBvKMEIABBgKMEIAFBARABQQApA6SjBCECIAEpAyQhA0EAKQOcowQhBCABKQMcIQVBACkDrKMEIQYgASkDLCEHQQApA7SjBCEIIAEpAzQhCSABQcAAaiQAIAUgBFIgAyACUmogByAGUmogCSAIUnJFCwvJIgIAQYCABAvwAQIEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQQAAAAAAAAAaHByT0JuYWVsb2hlU3JlZER5cmN0YnVvAAAAAAAAAAAuL0FCQ0RFRkdISUpLTE1OT1BRUlNUVVZXWFlaYWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXowMTIzNDU2Nzg5AAAAAAAAAAAAAAAAAAAAAEBAQEBAQEBAQEBAQEBAAAE2Nzg5Ojs8PT4/QEBAQEBAQAIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobQEBAQEBAHB0eHyAhIiMkJSYnKCkqKywtLi8wMTIzNDVAQEBAQABB8IEEC8ggpgsx0ay135jbcv0vt98a0O2v4biWfiZqRZB8upl/LPFHmaEk92yRs+LyAQgW/I6F2CBpY2lOV3Gj/likfj2T9I90lQ1Yto5yWM2Lce5KFYIdpFR7tVlawjnVMJwTYPIqI7DRxfCFYCgYeUHK7zjbuLDceY4OGDpgiw6ebD6KHrDBdxXXJ0sxvdovr3hgXGBV8yVV5pSrVapimEhXQBToY2o5ylW2EKsqNFzMtM7oQRGvhlShk+lyfBEU7rMqvG9jXcWpK/YxGHQWPlzOHpOHmzO61q9czyRsgVMyeneGlSiYSI87r7lLaxvov8STIShmzAnYYZGpIftgrHxIMoDsXV1dhO+xdYXpAiMm3IgbZeuBPokjxayW0/NvbQ85QvSDgkQLLgQghKRK8MhpXpsfnkJoxiGabOn2YZwMZ/CI06vSoFFqaC9U2CinD5ajM1GrbAvvbuQ7ehNQ8Du6mCr7fh1l8aF2Aa85PlnKZogOQ4IZhu6MtJ9vRcOlhH2+Xos72HVv4HMgwYWfRBpApmrBVmKq004Gdz82ct/+Gz0Cm0Ik19A3SBIK0NPqD9ubwPFJyXJTB3sbmYDYedQl997o9hpQ/uM7THm2veBsl7oGwAS2T6nBxGCfQMKeXF5jJGoZr2/7aLVTbD7rsjkTb+xSOx9R/G0slTCbREWBzAm9Xq8E0OO+/Uoz3gcoD2azSy4ZV6jLwA90yEU5XwvS2/vTub3AeVUKMmAaxgCh1nlyLED+JZ9nzKMf+/jppY74IjLb3xZ1PBVrYf3IHlAvq1IFrfq1PTJghyP9SHsxU4LfAD67V1yeoIxvyi5WhxrbaRff9qhC1cP/fijGMmesc1VPjLAnW2nIWMq7XaP/4aAR8LiYPfoQuIMh/Wy1/Epb09EteeRTmmVF+La8SY7SkJf7S9ry3eEzfsukQRP7YujG5M7ayiDvAUx3Nv6eftC0H/ErTdrblZiRkK5xjq3qoNWTa9DRjtDgJcevL1s8jreUdY774vaPZCsS8hK4iIgc8A2QoF6tTxzDj2iR8c/RrcGosxgiLy93Fw6+/i116qEfAosPzKDl6HRvtdbzrBiZ4onO4E+otLfgE/2BO8R82ait0maiXxYFd5WAFHPMk3cUGiFlIK3mhvq1d/VCVMfPNZ37DK/N66CJPnvTG0HWSX4eri0OJQBes3EguwBoIq/guFebNmQkHrkJ8B2RY1Wqpt9ZiUPBeH9TWtmiW30gxbnlAnYDJoOpz5ViaBnIEUFKc07KLUezSqkUe1IAURsVKVOaP1cP1uTGm7x2pGArAHTmgbVvuggf6RtXa+yW8hXZDSohZWO2tvm55y4FNP9kVoXFXS2wU6GPn6mZR7oIageFbulwektEKbO1Lgl12yMmGcSwpm6tfd+nSbhg7pxmsu2PcYyq7P8XmmlsUmRW4Z6xwqUCNhkpTAl1QBNZoD46GOSamFQ/ZZ1CW9bkj2vWP/eZB5zSofUw6O/mOC1NwV0l8IYg3Uwm63CExumCY17MHgI/a2gJye+6PhQYlzyhcGprhDV/aIbioFIFU5y3NwdQqhyEBz5crt5/7ER9jrjyFlc32jqwDQxQ8AQfHPD/swACGvUMrrJ0tTxYeoMlvSEJ3PkTkdH2L6l8c0cylAFH9SKB5eU63NrCNzR2tcin3fOaRmFEqQ4D0A8+x8jsQR51pJnNOOIvDuo7obuAMjGzPhg4i1ROCLltTwMNQm+/BAr2kBK4LHl8lyRysHlWr4mvvB93mt4QCJPZEq6Lsy4/z9wfchJVJHFrLubdGlCHzYSfGEdYehfaCHS8mp+8jH1L6Trseuz6HYXbZkMJY9LDZMRHGBzvCNkVMjc7Q90WusIkQ02hElHEZSoCAJRQ3eQ6E57433FVTjEQ1nesgZsZEV/xVjUEa8ej1zsYETwJpSRZ7eaP8vr78Zcsv7qebjwVHnBF44axb+nqCl4OhrMqPloc5x93+gY9TrncZSkPHeeZ1ok+gCXIZlJ4yUwuarMQnLoOFcZ46uKUUzz8pfQtCh6nTvfyPSsdNg8mORlgecIZCKcjUrYSE/du/q3rZh/D6pVFvOODyHum0Td/sSj/jAHv3TLDpVpsvoUhWGUCmKtoD6XO7juVL9utfe8qhC9uWyi2IRVwYQcpdUfd7BAVn2EwqMwTlr1h6x7+NAPPYwOqkFxztTmicEwLnp7VFN6qy7yGzO6nLGJgq1yrnG6E87KvHotkyvC9GblpI6BQu1plMlpoQLO0KjzV6Z4x97ghwBkLVJuZoF+Hfpn3lah9PWKaiDf4dy3jl1+T7RGBEmgWKYg1DtYf5seh396WmbpYeKWE9VdjciIb/8ODm5ZGwhrrCrPNVDAuU+RI2Y8oMbxt7/LrWOr/xjRh7Sj+czx87tkUSl3jt2ToFF0QQuATPiC24u5F6quqoxVPbNvQT8v6QvRCx7W7au8dO09lBSHNQZ55HtjHTYWGakdL5FBigT3yoWLPRiaNW6CDiPyjtsfBwyQVf5J0y2kLioRHhbKSVgC/WwmdSBmtdLFiFAAOgiMqjUJY6vVVDD70rR1hcD8jkvByM0F+k43x7F/W2zsibFk33nxgdO7Lp/KFQG4yd86EgAemnlD4GVXY7+g1l9lhqqdpqcIGDMX8qwRa3MoLgC56RJ6ENEXDBWfV/cmeHg7T23PbzYhVEHnaX2dAQ2fjZTTExdg4PnGe+Cg9IP9t8echPhVKPbCPK5/j5vetg9toWj3p90CBlBwmTPY0KWmU9yAVQffUAnYua/S8aACi1HEkCNRq9CAzt9S3Q69hAFAu9jkeRkUkl3RPIRRAiIu/HfyVTa+RtZbT3fRwRS+gZuwJvL+Fl70D0G2sfwSFyzGzJ+uWQTn9VeZHJdqaCsqrJXhQKPQpBFPahiwK+2226WIU3GgAaUjXpMAOaO6NoSei/j9PjK2H6AbgjLW21vR6fB7OquxfN9OZo3jOQiprQDWe/iC5hfPZq9c57otOEjv3+skdVhhtSzFmoyayl+PqdPpuOjJDW93350Fo+yB4yk71CvuXs/7YrFZARSeVSLo6OlNVh42DILepa/5LlZbQvGeoVViaFaFjKanMM9vhmVZKKqb5JTE/HH70XnwxKZAC6Pj9cC8nBFwVu4DjLCgFSBXBlSJtxuQ/E8FI3IYPx+7J+QcPHwRBpHlHQBduiF3rUV8y0cCb1Y/BvPJkNRFBNHh7JWCcKmCj6PjfG2xjH8K0Eg6eMuEC0U9mrxWB0crglSNr4ZI+M2ILJDsiub7uDqKyhZkNuuaMDHLeKPeiLUV4EtD9lLeVYgh9ZPD1zOdvo0lU+kh9hyf9ncMejT7zQWNHCnT/Lpmrbm86N/349GDcEqj43euhTOEbmQ1rbtsQVXvGNyxnbTvUZScE6NDcxw0p8aP/AMySDzm1C+0Pafufe2acfdvOC8+RoKNeFdmILxO7JK1bUb95lHvr1jt2sy45N3lZEcyX4iaALTEu9KetQmg7K2rGzEx1EhzxLng3QhJq51GSt+a7oQZQY/tLGBBrGvrtyhHYvSU9ycPh4lkWQkSGExIKbuwM2Srqq9VOZ69kX6iG2ojpv77+w+RkV4C8nYbA9/D4e3hgTWADYEaD/dGwHzj2BK5Fd8z8Ntcza0KDcase8IdBgLBfXgA8vlegdySu6L2ZQkZVYS5Yv4/0WE6i/d3yOO909MK9iYfD+WZTdI6zyFXydbS52fxGYSbreoTfHYt5DmqE4pVfkY5ZbkZwV7QgkVXVjEzeAsnhrAu50AWCu0hiqBGeqXR1thl/twncqeChCS1mM0YyxAIfWuiMvvAJJaCZShD+bh0dPbka36SlCw/yhqFp8Wgog9q33P4GOVebzuKhUn/NTwFeEVD6gwanxLUCoCfQ5g0njPiaQYY/dwZMYMO1BqhhKHoX8OCG9cCqWGAAYn3cMNee5hFj6jgjlN3CUzQWwsJW7su73ra8kKF9/Ot2HVnOCeQFb4gBfEs9CnI5JHySfF9y44a5nU1ytFvBGvy4ntN4VVTttaX8CNN8PdjED61NXu9QHvjmYbHZFIWiPBNRbOfH1W/ETuFWzr8qNjfIxt00MprXEoJjko76DmfgAGBAN845Os/1+tM3d8KrGy3FWp5nsFxCN6NPQCeC076bvJmdjhHVFXMPv34cLdZ7xADHaxuMt0WQoSG+sW6ytG42ai+rSFd5bpS80najxsjCSWXu+A9Tfd6NRh0Kc9XGTdBM27s5KVBGuqnoJpWsBONevvDV+qGaUS1q4ozvYyLuhpq4wonA9i4kQ6oDHqWk0PKcumHAg01q6ZtQFeWP1ltkuvmiJijhOjqnhpWpS+liVe/T7y/H2vdS92lvBD9ZCvp3FankgAGGsIet5gmbk+U+O1r9kOmX1zSe2bfwLFGLKwI6rNWWfaZ9AdY+z9EoLX18zyWfH5u48q1ytNZaTPWIWnGsKeDmpRng/aywR5v6k+2NxNPozFc7KClm1fgoLhN5kQFfeFVgde1EDpb3jF7T49RtBRW6bfSIJWGhA73wZAUVnuvDoleQPOwaJ5cqBzqpm20/G/UhYx77Zpz1GfPcJijZM3X1/VWxgjRWA7s8uooRd1Eo+NkKwmdRzKtfkq3MURfoTY7cMDhiWJ03kfkgk8KQeurOez77ZM4hUTK+T3d+47aoRj0pw2lT3kiA5hNkEAiuoiSybd39LYVpZiEHCQpGmrPdwEVkz95sWK7IIBzd975bQI1YG38B0sy747Rrfmqi3UX/WTpECjU+1c20vKjO6nK7hGT6rhJmjUdvPL9j5JvSnl0vVBt3wq5wY072jQ0OdFcTW+dxFnL4XX1TrwjLQEDM4rROakbSNISvFQEoBLDhHTqYlbSfuAZIoG7Ogjs/b4KrIDVLHRoB+CdyJ7FgFWHcP5PnK3k6u70lRTThOYigS3nOUbfJMi/Juh+gfsgc4PbRx7zDEQHPx6rooUmHkBqavU/Uy97a0DjaCtUqwzkDZzaRxnwx+Y1PK7Hgt1me9zq79UP/GdXynEXZJywil78q/OYVcfyRDyUVlJthk+X665y2zllkqMLRqLoSXgfBtgxqBeNlUNIQQqQDyw5u7OA725gWvqCYTGTpeDIylR+f35LT4Cs0oNMe8nGJQXQKG4w0o0sgcb7F2DJ2w42fNd8uL5mbR28L5h3x4w9U2kzlkdjaHs95Ys5vfj7NZrEYFgUdLP3F0o+EmSL79lfzI/UjdjKmMTWokwLNzFZigfCstet1Wpc2Fm7Mc9KIkmKW3tBJuYEbkFBMFFbGcb3HxuYKFHoyBtDhRZp78sP9U6rJAA+oYuK/Jbv20r01BWkScSICBLJ8z8u2K5x2zcA+EVPT40AWYL2rOPCtRyWcIDi6ds5G98Whr3dgYHUgTv7LhdiN6Iqw+ap6fqr5TFzCSBmMivsC5GrDAfnh69Zp+NSQoN5cpi0lCT+f5gjCMmFOt1vid87j349X5nLDOohqPyTTCKOFLooZE0RzcAMiOAmk0DGfKZj6LgiJbE7s5iEoRXcT0DjPZlS+bAzpNLcprMDdUHzJtdWEPxcJR7XZ1RaSG/t5iQ==";
      var hash$2 = "ec6063c3";
      var wasmJson$2 = {
        name: name$2,
        data: data$2,
        hash: hash$2
      };
      function bcryptInternal(options) {
        return __awaiter(this, void 0, void 0, function* () {
          const { costFactor, password, salt } = options;
          const bcryptInterface = yield WASMInterface(wasmJson$2, 0);
          bcryptInterface.writeMemory(getUInt8Buffer(salt), 0);
          const passwordBuffer = getUInt8Buffer(password);
          bcryptInterface.writeMemory(passwordBuffer, 16);
          const shouldEncode = options.outputType === "encoded" ? 1 : 0;
          bcryptInterface.getExports().bcrypt(passwordBuffer.length, costFactor, shouldEncode);
          const memory = bcryptInterface.getMemory();
          if (options.outputType === "encoded") {
            return intArrayToString(memory, 60);
          }
          if (options.outputType === "hex") {
            const digestChars = new Uint8Array(24 * 2);
            return getDigestHex(digestChars, memory, 24);
          }
          return memory.slice(0, 24);
        });
      }
      const validateOptions = (options) => {
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (!Number.isInteger(options.costFactor) || options.costFactor < 4 || options.costFactor > 31) {
          throw new Error("Cost factor should be a number between 4 and 31");
        }
        options.password = getUInt8Buffer(options.password);
        if (options.password.length < 1) {
          throw new Error("Password should be at least 1 byte long");
        }
        if (options.password.length > 72) {
          throw new Error("Password should be at most 72 bytes long");
        }
        options.salt = getUInt8Buffer(options.salt);
        if (options.salt.length !== 16) {
          throw new Error("Salt should be 16 bytes long");
        }
        if (options.outputType === void 0) {
          options.outputType = "encoded";
        }
        if (!["hex", "binary", "encoded"].includes(options.outputType)) {
          throw new Error(`Insupported output type ${options.outputType}. Valid values: ['hex', 'binary', 'encoded']`);
        }
      };
      function bcrypt(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateOptions(options);
          return bcryptInternal(options);
        });
      }
      const validateHashCharacters = (hash2) => {
        if (!/^\$2[axyb]\$[0-3][0-9]\$[./A-Za-z0-9]{53}$/.test(hash2)) {
          return false;
        }
        if (hash2[4] === "0" && Number(hash2[5]) < 4) {
          return false;
        }
        if (hash2[4] === "3" && Number(hash2[5]) > 1) {
          return false;
        }
        return true;
      };
      const validateVerifyOptions = (options) => {
        if (!options || typeof options !== "object") {
          throw new Error("Invalid options parameter. It requires an object.");
        }
        if (options.hash === void 0 || typeof options.hash !== "string") {
          throw new Error("Hash should be specified");
        }
        if (options.hash.length !== 60) {
          throw new Error("Hash should be 60 bytes long");
        }
        if (!validateHashCharacters(options.hash)) {
          throw new Error("Invalid hash");
        }
        options.password = getUInt8Buffer(options.password);
        if (options.password.length < 1) {
          throw new Error("Password should be at least 1 byte long");
        }
        if (options.password.length > 72) {
          throw new Error("Password should be at most 72 bytes long");
        }
      };
      function bcryptVerify(options) {
        return __awaiter(this, void 0, void 0, function* () {
          validateVerifyOptions(options);
          const { hash: hash2, password } = options;
          const bcryptInterface = yield WASMInterface(wasmJson$2, 0);
          bcryptInterface.writeMemory(getUInt8Buffer(hash2), 0);
          const passwordBuffer = getUInt8Buffer(password);
          bcryptInterface.writeMemory(passwordBuffer, 60);
          return !!bcryptInterface.getExports().bcrypt_verify(passwordBuffer.length);
        });
      }
      var name$1 = "whirlpool";
      var data$1 = "AGFzbQEAAAABEQRgAAF/YAF/AGACf38AYAAAAwkIAAECAwEDAAEFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAwtIYXNoX1VwZGF0ZQAECkhhc2hfRmluYWwABQ1IYXNoX0dldFN0YXRlAAYOSGFzaF9DYWxjdWxhdGUABwpTVEFURV9TSVpFAwEK3hoIBgBBgJEEC8wGAQl+IAApAwAhAUEAQQApA4CTBSICNwPAkQUgACkDGCEDIAApAxAhBCAAKQMIIQVBAEEAKQOYkwUiBjcD2JEFQQBBACkDkJMFIgc3A9CRBUEAQQApA4iTBSIINwPIkQVBACABIAKFNwOAkgVBACAFIAiFNwOIkgVBACAEIAeFNwOQkgVBACADIAaFNwOYkgUgACkDICEDQQBBACkDoJMFIgE3A+CRBUEAIAMgAYU3A6CSBSAAKQMoIQRBAEEAKQOokwUiAzcD6JEFQQAgBCADhTcDqJIFIAApAzAhBUEAQQApA7CTBSIENwPwkQVBACAFIASFNwOwkgUgACkDOCEJQQBBACkDuJMFIgU3A/iRBUEAIAkgBYU3A7iSBUEAQpjGmMb+kO6AzwA3A4CRBUHAkQVBgJEFEAJBgJIFQcCRBRACQQBCtszKrp/v28jSADcDgJEFQcCRBUGAkQUQAkGAkgVBwJEFEAJBAELg+O70uJTDvTU3A4CRBUHAkQVBgJEFEAJBgJIFQcCRBRACQQBCncDfluzlkv/XADcDgJEFQcCRBUGAkQUQAkGAkgVBwJEFEAJBAEKV7t2p/pO8pVo3A4CRBUHAkQVBgJEFEAJBgJIFQcCRBRACQQBC2JKn0ZCW6LWFfzcDgJEFQcCRBUGAkQUQAkGAkgVBwJEFEAJBAEK9u8Ggv9nPgucANwOAkQVBwJEFQYCRBRACQYCSBUHAkQUQAkEAQuTPhNr4tN/KWDcDgJEFQcCRBUGAkQUQAkGAkgVBwJEFEAJBAEL73fOz1vvFo55/NwOAkQVBwJEFQYCRBRACQYCSBUHAkQUQAkEAQsrb/L3Q1dbBMzcDgJEFQcCRBUGAkQUQAkGAkgVBwJEFEAJBACACQQApA4CSBSAAKQMAhYU3A4CTBUEAIAhBACkDiJIFIAApAwiFhTcDiJMFQQAgB0EAKQOQkgUgACkDEIWFNwOQkwVBACAGQQApA5iSBSAAKQMYhYU3A5iTBUEAIAFBACkDoJIFIAApAyCFhTcDoJMFQQAgA0EAKQOokgUgACkDKIWFNwOokwVBACAEQQApA7CSBSAAKQMwhYU3A7CTBUEAIAVBACkDuJIFIAApAziFhTcDuJMFC4YLCgF+AX8BfgF/AX4BfwF+AX8EfgN/IAAgACkDACICpyIDQf8BcUEDdCkDkIAEQjiJIAApAzgiBKciBUEFdkH4D3EpA5CABIVCOIkgACkDMCIGpyIHQQ12QfgPcSkDkIAEhUI4iSAAKQMoIginIglBFXZB+A9xKQOQgASFQjiJIAApAyAiCkIgiKdB/wFxQQN0KQOQgASFQjiJIAApAxgiC0IoiKdB/wFxQQN0KQOQgASFQjiJIAApAxAiDEIwiKdB/wFxQQN0KQOQgASFQjiJIAApAwgiDUI4iKdBA3QpA5CABIVCOIkgASkDAIU3AwAgACANpyIOQf8BcUEDdCkDkIAEQjiJIANBBXZB+A9xKQOQgASFQjiJIAVBDXZB+A9xKQOQgASFQjiJIAdBFXZB+A9xKQOQgASFQjiJIAhCIIinQf8BcUEDdCkDkIAEhUI4iSAKQiiIp0H/AXFBA3QpA5CABIVCOIkgC0IwiKdB/wFxQQN0KQOQgASFQjiJIAxCOIinQQN0KQOQgASFQjiJIAEpAwiFNwMIIAAgDKciD0H/AXFBA3QpA5CABEI4iSAOQQV2QfgPcSkDkIAEhUI4iSADQQ12QfgPcSkDkIAEhUI4iSAFQRV2QfgPcSkDkIAEhUI4iSAGQiCIp0H/AXFBA3QpA5CABIVCOIkgCEIoiKdB/wFxQQN0KQOQgASFQjiJIApCMIinQf8BcUEDdCkDkIAEhUI4iSALQjiIp0EDdCkDkIAEhUI4iSABKQMQhTcDECAAIAunIhBB/wFxQQN0KQOQgARCOIkgD0EFdkH4D3EpA5CABIVCOIkgDkENdkH4D3EpA5CABIVCOIkgA0EVdkH4D3EpA5CABIVCOIkgBEIgiKdB/wFxQQN0KQOQgASFQjiJIAZCKIinQf8BcUEDdCkDkIAEhUI4iSAIQjCIp0H/AXFBA3QpA5CABIVCOIkgCkI4iKdBA3QpA5CABIVCOIkgASkDGIU3AxggACAKpyIDQf8BcUEDdCkDkIAEQjiJIBBBBXZB+A9xKQOQgASFQjiJIA9BDXZB+A9xKQOQgASFQjiJIA5BFXZB+A9xKQOQgASFQjiJIAJCIIinQf8BcUEDdCkDkIAEhUI4iSAEQiiIp0H/AXFBA3QpA5CABIVCOIkgBkIwiKdB/wFxQQN0KQOQgASFQjiJIAhCOIinQQN0KQOQgASFQjiJIAEpAyCFNwMgIAAgCUH/AXFBA3QpA5CABEI4iSADQQV2QfgPcSkDkIAEhUI4iSAQQQ12QfgPcSkDkIAEhUI4iSAPQRV2QfgPcSkDkIAEhUI4iSANQiCIp0H/AXFBA3QpA5CABIVCOIkgAkIoiKdB/wFxQQN0KQOQgASFQjiJIARCMIinQf8BcUEDdCkDkIAEhUI4iSAGQjiIp0EDdCkDkIAEhUI4iSABKQMohTcDKCAAIAdB/wFxQQN0KQOQgARCOIkgCUEFdkH4D3EpA5CABIVCOIkgA0ENdkH4D3EpA5CABIVCOIkgEEEVdkH4D3EpA5CABIVCOIkgDEIgiKdB/wFxQQN0KQOQgASFQjiJIA1CKIinQf8BcUEDdCkDkIAEhUI4iSACQjCIp0H/AXFBA3QpA5CABIVCOIkgBEI4iKdBA3QpA5CABIVCOIkgASkDMIU3AzAgACAFQf8BcUEDdCkDkIAEQjiJIAdBBXZB+A9xKQOQgASFQjiJIAlBDXZB+A9xKQOQgASFQjiJIANBFXZB+A9xKQOQgASFQjiJIAtCIIinQf8BcUEDdCkDkIAEhUI4iSAMQiiIp0H/AXFBA3QpA5CABIVCOIkgDUIwiKdB/wFxQQN0KQOQgASFQjiJIAJCOIinQQN0KQOQgASFQjiJIAEpAziFNwM4C1wAQQBCADcDyJMFQQBCADcDuJMFQQBCADcDsJMFQQBCADcDqJMFQQBCADcDoJMFQQBCADcDmJMFQQBCADcDkJMFQQBCADcDiJMFQQBCADcDgJMFQQBBADYCwJMFC8ADAQd/QQAhAUEAQQApA8iTBSAArXw3A8iTBQJAQQAoAsCTBSICRQ0AQQAhAQJAIAIgAGoiA0HAACADQcAASRsiBCACQf8BcSIFTQ0AIAQgBWsiBkEDcSEHQQAhAQJAIAUgBGtBfEsNACAGQfwAcSEGQQAhAQNAIAUgAWoiAkHAkgVqIAFBgJEEai0AADoAACACQcGSBWogAUGBkQRqLQAAOgAAIAJBwpIFaiABQYKRBGotAAA6AAAgAkHDkgVqIAFBg5EEai0AADoAACAGIAFBBGoiAUcNAAsgB0UNASAFIAFqIgUhAgsgAkH/AXFBAWohAgNAIAUgAUGAkQRqLQAAOgDAkgUgAiIFQQFqIQIgAUEBaiEBIAdBf2oiBw0ACwsCQCADQT9NDQBBwJIFEAFBACEEC0EAIAQ2AsCTBQsCQCAAIAFrIgVBwABJDQADQCABQYCRBGoQASABQcAAaiEBIAVBQGoiBUE/Sw0ACwsCQCAAIAFGDQBBACAFNgLAkwUgBUUNACABQYCRBGohAkEAIQFBACEFA0AgASACIAFqLQAAOgDAkgVBACgCwJMFIAVBAWoiBUH/AXEiAUsNAAsLC/UDAgR/AX4jAEHAAGsiACQAIABCADcDOCAAQgA3AzAgAEIANwMoIABCADcDICAAQgA3AxggAEIANwMQIABCADcDCCAAQgA3AwBBACEBAkACQEEAKALAkwUiAkUNAEEAIQMDQCAAIANqIANBwJIFai0AADoAACADQQFqIQMgAiABQQFqIgFB/wFxSw0AC0EAIAJBAWo2AsCTBSAAIAJqQYABOgAAIAJBYHFBIEcNASAAEAEgAEIANwMYIABCADcDECAAQgA3AwggAEIANwMADAELQQBBATYCwJMFIABBgAE6AAALQQApA8iTBSEEQQBCADcDyJMFIABBADoANiAAQQA2ATIgAEIANwEqIABBADoAKSAAQgA3ACEgAEEAOgAgIAAgBEIFiDwAPiAAIARCDYg8AD0gACAEQhWIPAA8IAAgBEIdiDwAOyAAIARCJYg8ADogACAEQi2IPAA5IAAgBEI1iDwAOCAAIARCPYg8ADcgACAEp0EDdDoAPyAAEAFBAEEAKQOAkwU3A4CRBEEAQQApA4iTBTcDiJEEQQBBACkDkJMFNwOQkQRBAEEAKQOYkwU3A5iRBEEAQQApA6CTBTcDoJEEQQBBACkDqJMFNwOokQRBAEEAKQOwkwU3A7CRBEEAQQApA7iTBTcDuJEEIABBwABqJAALBgBBwJIFC2IAQQBCADcDyJMFQQBCADcDuJMFQQBCADcDsJMFQQBCADcDqJMFQQBCADcDoJMFQQBCADcDmJMFQQBCADcDkJMFQQBCADcDiJMFQQBCADcDgJMFQQBBADYCwJMFIAAQBBAFCwuZEAEAQYCABAuQEJAAAAAAAAAAAAAAAAAAAAAYGGAYwHgw2CMjjCMFr0YmxsY/xn75kbjo6IfoE2/N+4eHJodMoRPLuLjauKlibREBAQQBCAUCCU9PIU9Cbp4NNjbYNq3ubJumpqKmWQRR/9LSb9LevbkM9fXz9fsG9w55efl574Dylm9voW9fzt4wkZF+kfzvP21SUlVSqgek+GBgnWAn/cBHvLzKvIl2ZTWbm1abrM0rN46OAo4EjAGKo6O2o3EVW9IMDDAMYDwYbHt78Xv/ivaENTXUNbXhaoAdHXQd6Gk69eDgp+BTR92z19d71/assyHCwi/CXu2ZnC4uuC5tllxDS0sxS2J6lin+/t/+oyHhXVdXQVeCFq7VFRVUFahBKr13d8F3n7bu6Dc33Del626S5eWz5XtW156fn0afjNkjE/Dw5/DTF/0jSko1Smp/lCDa2k/anpWpRFhYfVj6JbCiyckDyQbKj88pKaQpVY1SfAoKKApQIhRasbH+seFPf1CgoLqgaRpdyWtrsWt/2tYUhYUuhVyrF9m9vc69gXNnPF1daV3SNLqPEBBAEIBQIJD09Pf08wP1B8vLC8sWwIvdPj74Pu3GfNMFBRQFKBEKLWdngWcf5s545OS35HNT1ZcnJ5wnJbtOAkFBGUEyWIJzi4sWiyydC6enp6anUQFT9n196X3PlPqylZVuldz7N0nY2EfYjp+tVvv7y/uLMOtw7u6f7iNxwc18fO18x5H4u2ZmhWYX48xx3d1T3aaOp3sXF1wXuEsur0dHAUcCRo5Fnp5CnoTcIRrKyg/KHsWJ1C0ttC11mVpYv7/Gv5F5Yy4HBxwHOBsOP62tjq0BI0esWlp1WuovtLCDgzaDbLUb7zMzzDOF/2a2Y2ORYz/yxlwCAggCEAoEEqqqkqo5OEmTcXHZca+o4t7IyAfIDs+NxhkZZBnIfTLRSUk5SXJwkjvZ2UPZhpqvX/Ly7/LDHfkx4+Or40tI26hbW3Fb4iq2uYiIGog0kg28mppSmqTIKT4mJpgmLb5MCzIyyDKN+mS/sLD6sOlKfVnp6YPpG2rP8g8PPA94Mx531dVz1eamtzOAgDqAdLod9L6+wr6ZfGEnzc0TzSbeh+s0NNA0veRoiUhIPUh6dZAy///b/6sk41R6evV694/0jZCQepD06j1kX19hX8I+vp0gIIAgHaBAPWhovWhn1dAPGhpoGtByNMquroKuGSxBt7S06rTJXnV9VFRNVJoZqM6Tk3aT7OU7fyIiiCINqkQvZGSNZAfpyGPx8ePx2xL/KnNz0XO/oubMEhJIEpBaJIJAQB1AOl2AeggIIAhAKBBIw8Mrw1bom5Xs7JfsM3vF39vbS9uWkKtNoaG+oWEfX8CNjQ6NHIMHkT099D31yXrIl5dml8zxM1sAAAAAAAAAAM/PG8821IP5KyusK0WHVm52dsV2l7Ps4YKCMoJksBnm1tZ/1v6psSgbG2wb2Hc2w7W17rXBW3d0r6+GrxEpQ75qarVqd9/UHVBQXVC6DaDqRUUJRRJMilfz8+vzyxj7ODAwwDCd8GCt7++b7yt0w8Q/P/w/5cN+2lVVSVWSHKrHoqKyonkQWdvq6o/qA2XJ6WVliWUP7MpqurrSurloaQMvL7wvZZNeSsDAJ8BO552O3t5f3r6BoWAcHHAc4Gw4/P390/27LudGTU0pTVJkmh+SknKS5OA5dnV1yXWPvOr6BgYYBjAeDDaKihKKJJgJrrKy8rL5QHlL5ua/5mNZ0YUODjgOcDYcfh8ffB/4Yz7nYmKVYjf3xFXU1HfU7qO1OqiomqgpMk2BlpZilsT0MVL5+cP5mzrvYsXFM8Vm9pejJSWUJTWxShBZWXlZ8iCyq4SEKoRUrhXQcnLVcren5MU5OeQ51d1y7ExMLUxaYZgWXl5lXso7vJR4eP1454Xwnzg44Djd2HDljIwKjBSGBZjR0WPRxrK/F6WlrqVBC1fk4uKv4kNN2aFhYZlhL/jCTrOz9rPxRXtCISGEIRWlQjScnEqclNYlCB4eeB7wZjzuQ0MRQyJShmHHxzvHdvyTsfz81/yzK+VPBAQQBCAUCCRRUVlRsgii45mZXpm8xy8lbW2pbU/E2iINDTQNaDkaZfr6z/qDNel5399b37aEo2l+fuV+15v8qSQkkCQ9tEgZOzvsO8XXdv6rq5arMT1Lms7OH84+0YHwERFEEYhVIpmPjwaPDIkDg05OJU5Ka5wEt7fmt9FRc2br64vrC2DL4Dw88Dz9zHjBgYE+gXy/H/2UlGqU1P41QPf3+/frDPMcubneuaFnbxgTE0wTmF8miywssCx9nFhR09Nr09a4uwXn57vna1zTjG5upW5Xy9w5xMQ3xG7zlaoDAwwDGA8GG1ZWRVaKE6zcREQNRBpJiF5/f+F/357+oKmpnqkhN0+IKiqoKk2CVGe7u9a7sW1rCsHBI8FG4p+HU1NRU6ICpvHc3FfcroulcgsLLAtYJxZTnZ1OnZzTJwFsbK1sR8HYKzExxDGV9WKkdHTNdIe56PP29v/24wnxFUZGBUYKQ4xMrKyKrAkmRaWJiR6JPJcPtRQUUBSgRCi04eGj4VtC37oWFlgWsE4spjo66DrN0nT3aWm5aW/Q0gYJCSQJSC0SQXBw3XCnreDXtrbittlUcW/Q0GfQzre9Hu3tk+07fsfWzMwXzC7bheJCQhVCKleEaJiYWpi0wi0spKSqpEkOVe0oKKAoXYhQdVxcbVzaMbiG+PjH+JM/7WuGhiKGRKQRwg==";
      var hash$1 = "b272bf04";
      var wasmJson$1 = {
        name: name$1,
        data: data$1,
        hash: hash$1
      };
      const mutex$1 = new Mutex();
      let wasmCache$1 = null;
      function whirlpool(data2) {
        if (wasmCache$1 === null) {
          return lockedCreate(mutex$1, wasmJson$1, 64).then((wasm) => {
            wasmCache$1 = wasm;
            return wasmCache$1.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache$1.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createWhirlpool() {
        return WASMInterface(wasmJson$1, 64).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 64
          };
          return obj;
        });
      }
      var name = "sm3";
      var data = "AGFzbQEAAAABDANgAAF/YAAAYAF/AAMIBwABAgIBAAIFBAEBAgIGDwJ/AUGAgAQLfwBBgIAECweCAQkGbWVtb3J5AgAPX19zdGFja19wb2ludGVyAwAOSGFzaF9HZXRCdWZmZXIAAAlIYXNoX0luaXQAAQtIYXNoX1VwZGF0ZQACCkhhc2hfRmluYWwABA1IYXNoX0dldFN0YXRlAAUOSGFzaF9DYWxjdWxhdGUABgpTVEFURV9TSVpFAwEKnxwHBgBBgIEEC1EAQQBCzdy3nO7Jw/2wfzcCoIEFQQBCvOG8y6qVzpgWNwKYgQVBAELXhZG5gcCBxVo3ApCBBUEAQu+sgJyX16yKyQA3AoiBBUEAQgA3AoCBBQulBAEHfwJAIABFDQBBAEEAKAKAgQUiASAAaiICNgKAgQUgAUE/cSEDAkAgAiABTw0AQQBBACgChIEFQQFqNgKEgQULAkACQAJAIAMNAEGAgQQhAQwBCwJAIABBwAAgA2siBE8NAEGAgQQhAQwCCyADQT9zIQUgA0GogQVqIQFBgIEEIQICQAJAIARBB3EiBg0AIAQhBwwBCyAGIQcDQCABIAItAAA6AAAgAUEBaiEBIAJBAWohAiAHQX9qIgcNAAtBwAAgBiADamshBwsCQCAFQQdJDQADQCABIAIpAAA3AAAgAUEIaiEBIAJBCGohAiAHQXhqIgcNAAsLQaiBBRADIARBgIEEaiEBIAAgBGshAAsCQCAAQcAASQ0AA0AgARADIAFBwABqIQEgAEFAaiIAQT9LDQALCyAARQ0BQQAhAwsgA0GogQVqIQICQAJAIABBB3EiBw0AIAAhBwwBCwNAIAIgAS0AADoAACACQQFqIQIgAUEBaiEBIAdBf2oiBw0ACyAAQXhxIQcLIABBCEkNAANAIAIgAS0AADoAACACQQFqIAFBAWotAAA6AAAgAkECaiABQQJqLQAAOgAAIAJBA2ogAUEDai0AADoAACACQQRqIAFBBGotAAA6AAAgAkEFaiABQQVqLQAAOgAAIAJBBmogAUEGai0AADoAACACQQdqIAFBB2otAAA6AAAgAkEIaiECIAFBCGohASAHQXhqIgcNAAsLC7cKARd/IwBBkAJrIgEkACABIAAoAhgiAkH/gfwHcUEIeCACQRh4Qf+B/AdxciIDNgIYIAEgACgCDCICQf+B/AdxQQh4IAJBGHhB/4H8B3FyIgI2AgwgASAAKAIcIgRB/4H8B3FBCHggBEEYeEH/gfwHcXIiBTYCHCABIAAoAgAiBEH/gfwHcUEIeCAEQRh4Qf+B/AdxciIGNgIAIAEgACgCFCIEQf+B/AdxQQh4IARBGHhB/4H8B3FyIgc2AhQgASAAKAIIIgRB/4H8B3FBCHggBEEYeEH/gfwHcXIiCDYCCCABIAAoAhAiBEH/gfwHcUEIeCAEQRh4Qf+B/AdxciIJNgIQIAEgACgCICIEQf+B/AdxQQh4IARBGHhB/4H8B3FyIgo2AiAgASAAKAIEIgRB/4H8B3FBCHggBEEYeEH/gfwHcXIiCzYCBCAAKAIkIQQgASAAKAI4IgxB/4H8B3FBCHggDEEYeEH/gfwHcXIiDDYCOCABIAAoAiwiDUH/gfwHcUEIeCANQRh4Qf+B/AdxciINNgIsIAEgCyAMQQ93cyAKcyIKQRd3IApBD3dzIAlBB3dzIA1zIApzNgJEIAEgACgCPCIKQf+B/AdxQQh4IApBGHhB/4H8B3FyIgo2AjwgASAEQf+B/AdxQQh4IARBGHhB/4H8B3FyIgQ2AiQgASAAKAIwIglB/4H8B3FBCHggCUEYeEH/gfwHcXIiCTYCMCABIAggCkEPd3MgBHMiBEEXdyAEQQ93cyAHQQd3cyAJcyAEczYCSCABIAAoAjQiBEH/gfwHcUEIeCAEQRh4Qf+B/AdxciIENgI0IAEgACgCKCIAQf+B/AdxQQh4IABBGHhB/4H8B3FyIgA2AiggASAGIARBD3dzIAVzIgpBF3cgCkEPd3MgAkEHd3MgAHMgCnMiCjYCQCABIAAgCkEPd3MgAnMiAEEXdyAAQQ93cyADQQd3cyAEcyAAczYCTEEAIQkgASEAQQAoAoiBBSIOIQpBACgCpIEFIg8hDUEAKAKggQUiECEDQQAoApyBBSIRIQtBACgCmIEFIhIhBUEAKAKUgQUiEyEUQQAoApCBBSIVIQZBACgCjIEFIhYhAgNAIAIhDCALIAUiBHMgAyIHcyANaiAKIgJBDHciAyAEakGZirHOByAJd2pBB3ciDWogACgCACIXaiIKQRF3IApBCXdzIApzIQUgDCAGIghzIAJzIBRqIA0gA3NqIABBEGooAgAgF3NqIQogAEEEaiEAIAtBE3chAyAMQQl3IQYgByENIAQhCyAIIRQgCUEBaiIJQRBHDQALQQAhC0EQIQwDQCACIQkgASALaiIAQdAAaiAAQThqKAIAIABBLGooAgAgAEEQaigCAHMgAEHEAGooAgBBD3dzIgJBF3dzIAJBD3dzIABBHGooAgBBB3dzIAJzIhc2AgAgCiICIAkgBiINcnEgDSAJcXIgCGogAkEMdyIKIAUiFGpBirue1AcgDHdqQQd3IgUgCnNqIBcgAEHAAGooAgAiBnNqIQogBCADIgBzIBRxIABzIAdqIAVqIAZqIgNBEXcgA0EJd3MgA3MhBSAMQQFqIQwgBEETdyEDIAlBCXchBiAAIQcgFCEEIA0hCCALQQRqIgtBwAFHDQALQQAgACAPczYCpIEFQQAgAyAQczYCoIEFQQAgFCARczYCnIEFQQAgBSASczYCmIEFQQAgDSATczYClIEFQQAgBiAVczYCkIEFQQAgAiAWczYCjIEFQQAgCiAOczYCiIEFIAFBkAJqJAALzAoBCX8jAEEQayIAJAAgAEEAKAKAgQUiAUEDdCICQfiB/AdxQQh4IAJBGHhB/4H8B3FyNgIMIABBACgChIEFIgNBA3QgAUEddnIiAkH/gfwHcUEIeCACQRh4Qf+B/AdxcjYCCAJAQThB+AAgAUE/cSIEQThJGyAEayIFRQ0AQQAgBSABaiIBNgKAgQUCQCABIAVPDQBBACADQQFqNgKEgQULAkACQAJAIAQNAEGQgAQhAQwBCwJAIAVBwAAgBGsiBk8NAEGQgAQhAQwCCyAEQT9zIQcgBEGogQVqIQFBkIAEIQICQAJAIAZBB3EiCA0AIAYhAwwBCyAIIQMDQCABIAItAAA6AAAgAUEBaiEBIAJBAWohAiADQX9qIgMNAAtBwAAgCCAEamshAwsCQCAHQQdJDQADQCABIAIpAAA3AAAgAUEIaiEBIAJBCGohAiADQXhqIgMNAAsLQaiBBRADIAZBkIAEaiEBIAUgBmshBQsCQCAFQcAASQ0AA0AgARADIAFBwABqIQEgBUFAaiIFQT9LDQALCyAFRQ0BQQAhBAsgBEGogQVqIQICQAJAIAVBB3EiAw0AIAUhAwwBCwNAIAIgAS0AADoAACACQQFqIQIgAUEBaiEBIANBf2oiAw0ACyAFQXhxIQMLIAVBCEkNAANAIAIgAS0AADoAACACQQFqIAFBAWotAAA6AAAgAkECaiABQQJqLQAAOgAAIAJBA2ogAUEDai0AADoAACACQQRqIAFBBGotAAA6AAAgAkEFaiABQQVqLQAAOgAAIAJBBmogAUEGai0AADoAACACQQdqIAFBB2otAAA6AAAgAkEIaiECIAFBCGohASADQXhqIgMNAAsLQQBBACgCgIEFIgJBCGo2AoCBBSACQT9xIQECQCACQXhJDQBBAEEAKAKEgQVBAWo2AoSBBQsCQAJAAkAgAQ0AQQAhAQwBCyABQThJDQAgASAALQAIOgCogQUCQCABQT9GDQAgAUGpgQVqIAAtAAk6AAAgAUE+Rg0AIAFBqoEFaiAALQAKOgAAIAFBPUYNACABQauBBWogAC0ACzoAACABQTxGDQAgAUGsgQVqIAAtAAw6AAAgAUE7Rg0AIAFBrYEFaiAALQANOgAAIAFBOkYNACABQa6BBWogAC0ADjoAACABQTlGDQAgAUGvgQVqIAAtAA86AABBqIEFEAMMAgtBqIEFEAMgAkEHcSICRQ0BIABBCGpBwAAgAWtqIQVBACEBA0AgAUGogQVqIAUgAWotAAA6AAAgAiABQQFqIgFHDQAMAgsLIAEgAC8BCDsAqIEFIAEgAC0ACjoAqoEFIAEgAC0ACzoAq4EFIAEgAC0ADDoArIEFIAEgAC0ADToArYEFIAEgAC0ADjoAroEFIAEgAC0ADzoAr4EFC0EAQQAoAoiBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgKAgQRBAEEAKAKMgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYChIEEQQBBACgCkIEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2AoiBBEEAQQAoApSBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgKMgQRBAEEAKAKYgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYCkIEEQQBBACgCnIEFIgFB/4H8B3FBCHggAUEYeEH/gfwHcXI2ApSBBEEAQQAoAqCBBSIBQf+B/AdxQQh4IAFBGHhB/4H8B3FyNgKYgQRBAEEAKAKkgQUiAUH/gfwHcUEIeCABQRh4Qf+B/AdxcjYCnIEEIABBEGokAAsGAEGAgQULjgIBA39BAELN3Lec7snD/bB/NwKggQVBAEK84bzLqpXOmBY3ApiBBUEAQteFkbmBwIHFWjcCkIEFQQBC76yAnJfXrIrJADcCiIEFQQBCADcCgIEFAkAgAEUNAEEAIAA2AoCBBUGAgQQhAQJAIABBwABJDQBBgIEEIQEDQCABEAMgAUHAAGohASAAQUBqIgBBP0sNAAsgAEUNAQtBqIEFIQICQAJAIABBB3EiAw0AIAAhAwwBCwNAIAIgAS0AADoAACACQQFqIQIgAUEBaiEBIANBf2oiAw0ACyAAQThxIQMLIABBCEkNAANAIAIgASkAADcAACACQQhqIQIgAUEIaiEBIANBeGoiAw0ACwsQBAsLUwIAQYCABAsEaAAAAABBkIAEC0CAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
      var hash = "3ceec540";
      var wasmJson = {
        name,
        data,
        hash
      };
      const mutex = new Mutex();
      let wasmCache = null;
      function sm3(data2) {
        if (wasmCache === null) {
          return lockedCreate(mutex, wasmJson, 32).then((wasm) => {
            wasmCache = wasm;
            return wasmCache.calculate(data2);
          });
        }
        try {
          const hash2 = wasmCache.calculate(data2);
          return Promise.resolve(hash2);
        } catch (err) {
          return Promise.reject(err);
        }
      }
      function createSM3() {
        return WASMInterface(wasmJson, 32).then((wasm) => {
          wasm.init();
          const obj = {
            init: () => {
              wasm.init();
              return obj;
            },
            update: (data2) => {
              wasm.update(data2);
              return obj;
            },
            // biome-ignore lint/suspicious/noExplicitAny: Conflict with IHasher type
            digest: (outputType) => wasm.digest(outputType),
            save: () => wasm.save(),
            load: (data2) => {
              wasm.load(data2);
              return obj;
            },
            blockSize: 64,
            digestSize: 32
          };
          return obj;
        });
      }
      exports2.adler32 = adler32;
      exports2.argon2Verify = argon2Verify;
      exports2.argon2d = argon2d;
      exports2.argon2i = argon2i;
      exports2.argon2id = argon2id;
      exports2.bcrypt = bcrypt;
      exports2.bcryptVerify = bcryptVerify;
      exports2.blake2b = blake2b;
      exports2.blake2s = blake2s;
      exports2.blake3 = blake3;
      exports2.crc32 = crc32;
      exports2.crc64 = crc64;
      exports2.createAdler32 = createAdler32;
      exports2.createBLAKE2b = createBLAKE2b;
      exports2.createBLAKE2s = createBLAKE2s;
      exports2.createBLAKE3 = createBLAKE3;
      exports2.createCRC32 = createCRC32;
      exports2.createCRC64 = createCRC64;
      exports2.createHMAC = createHMAC;
      exports2.createKeccak = createKeccak;
      exports2.createMD4 = createMD4;
      exports2.createMD5 = createMD5;
      exports2.createRIPEMD160 = createRIPEMD160;
      exports2.createSHA1 = createSHA1;
      exports2.createSHA224 = createSHA224;
      exports2.createSHA256 = createSHA2562;
      exports2.createSHA3 = createSHA3;
      exports2.createSHA384 = createSHA384;
      exports2.createSHA512 = createSHA512;
      exports2.createSM3 = createSM3;
      exports2.createWhirlpool = createWhirlpool;
      exports2.createXXHash128 = createXXHash128;
      exports2.createXXHash3 = createXXHash3;
      exports2.createXXHash32 = createXXHash32;
      exports2.createXXHash64 = createXXHash64;
      exports2.keccak = keccak;
      exports2.md4 = md4;
      exports2.md5 = md5;
      exports2.pbkdf2 = pbkdf2;
      exports2.ripemd160 = ripemd160;
      exports2.scrypt = scrypt;
      exports2.sha1 = sha1;
      exports2.sha224 = sha224;
      exports2.sha256 = sha256;
      exports2.sha3 = sha3;
      exports2.sha384 = sha384;
      exports2.sha512 = sha512;
      exports2.sm3 = sm3;
      exports2.whirlpool = whirlpool;
      exports2.xxhash128 = xxhash128;
      exports2.xxhash3 = xxhash3;
      exports2.xxhash32 = xxhash32;
      exports2.xxhash64 = xxhash64;
    }));
  }
});

// src/index.ts
import { appendFileSync } from "node:fs";
import { resolve as resolve3 } from "node:path";

// ../../../packages/cli/src/release/release.ts
import { createHash as createHash2 } from "node:crypto";
import { mkdtempSync, rmSync, statSync as statSync2 } from "node:fs";
import { tmpdir } from "node:os";
import { basename as basename2, resolve as resolve2 } from "node:path";

// ../../../packages/shared/src/constants.ts
var GIB = 1024 ** 3;
var LIMITS = {
  anonymousTransferBytes: 2 * GIB,
  freeTransferBytes: 4 * GIB,
  paidTransferBytes: 20 * GIB,
  freeExpiryDays: { min: 7, max: 7 },
  paidExpiryDays: { min: 7, max: 90 },
  anonymousConservationDays: 1,
  checksumLimitBytes: 2147483648,
  passwordMinLength: 8,
  minimumCreditEuros: 1,
  cardVerificationEuros: 1,
  paidPlanMonthlyEuros: 5,
  depositDiscountOnPaidPlan: 0.2,
  defaultDepositYears: 3,
  borrowedTimeDays: 15,
  /** docs/product.md §1 "limited history" of the free tier: the lists show this many days back (docs/history-window.md). */
  freeHistoryDays: 30
};
var PLAN_PRICES = {
  yearlyCents: LIMITS.paidPlanMonthlyEuros * 12 * 100,
  extraMemberYearlyCents: 2400,
  vatRate: 0.2
};

// ../../../packages/shared/src/uploads.ts
var UPLOAD_PROTOCOL = {
  endpoint: "/api/v2/uploads",
  /** Largest body of one PATCH (or creation-with-upload POST): fits common proxies. */
  maxChunkBytes: 50 * 1024 * 1024,
  /** The largest file any batch could take (S3's largest object), announced by OPTIONS without a token. */
  maxUploadBytes: 5 * 1024 ** 4,
  /** Chunk size the clients use: large chunks cost far less per byte than small ones. */
  chunkBytes: 48 * 1024 * 1024,
  /** Upload-Metadata keys (tus: base64 values). */
  metadata: { filename: "filename", filetype: "filetype", relativePath: "relativePath", sha256: "sha256" },
  /** Header carrying the client's SHA-256 of the whole file, on any PATCH (the client sends it on the last). */
  sha256Header: "Sceau-File-Sha256"
};

// ../../../packages/shared/src/idempotency.ts
var IDEMPOTENCY_HEADERS = {
  /** Request header: 1 to 255 visible ASCII characters, one value per intent (a UUID). */
  key: "Idempotency-Key",
  /** Answer header, "true" when the answer is the stored one of an earlier request with the key. */
  replayed: "Idempotent-Replayed"
};

// ../../../packages/shared/src/permissions.ts
var MIB = 1024 ** 2;
var PLANS = {
  free: {
    nbMember: 0,
    permissions: {
      settings: false,
      transfer: { password: false, limitations: { sizeMax: 4 * 1024 }, conservationDays: 7 },
      consignment: {
        active: true,
        types: { group: { active: true }, versionning: { active: false }, premium: { active: false } },
        isMandataire: false
      },
      integration: { capsule: false, webProof: false, gitCloning: false, api: false },
      addressBook: false
    }
  },
  premium: {
    nbMember: 5,
    permissions: {
      settings: true,
      transfer: { password: true, limitations: { sizeMax: 20 * 1024 }, conservationDays: 90 },
      consignment: {
        active: true,
        types: { group: { active: true }, versionning: { active: true }, premium: { active: true } },
        isMandataire: false
      },
      integration: { capsule: true, webProof: true, gitCloning: true, api: true },
      addressBook: true
    }
  }
};
var ANONYMOUS_TRANSFER = { sizeMax: 2 * 1024, conservationDays: 1 };

// ../../../packages/shared/src/validation.ts
var PASSWORD_PATTERN = new RegExp("^(?=.*\\p{Lu})(?=.*\\p{Ll})(?=.*\\d).{8,}$", "u");
var IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// ../../../packages/shared/src/deposit_pricing.ts
var MO = 1024 * 1024;

// ../../../packages/api-client/src/apiError.ts
var CLIENT_ERROR_CODES = {
  /** No answer at all: offline, DNS, connection refused, CORS. */
  network: "E_NETWORK",
  /** An answer that is not the JSON the API promises (a proxy's HTML page, a truncated body). */
  unexpectedResponse: "E_UNEXPECTED_RESPONSE"
};
var ApiError = class _ApiError extends Error {
  constructor(status, code, message, fields, requestId = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.requestId = requestId;
    this.name = "ApiError";
  }
  /** True when the message came from the server (already translated) rather than from the client. */
  get fromServer() {
    return !Object.values(CLIENT_ERROR_CODES).includes(this.code);
  }
  /** Builds the error from a non-2xx answer, falling back to E_UNEXPECTED_RESPONSE when the body is not the envelope. */
  static fromResponse(status, body, requestId = null) {
    if (isErrorEnvelope(body)) {
      return new _ApiError(status, body.error.code, body.error.message, normaliseFields(body.error.fields), requestId);
    }
    return new _ApiError(status, CLIENT_ERROR_CODES.unexpectedResponse, `Unexpected answer from the API (HTTP ${status})`, void 0, requestId);
  }
};
function isApiError(error, code) {
  return error instanceof ApiError && (code === void 0 || error.code === code);
}
function isErrorEnvelope(body) {
  if (!body || typeof body !== "object") return false;
  const error = body.error;
  if (!error || typeof error !== "object") return false;
  const { code, message } = error;
  return typeof code === "string" && typeof message === "string";
}
function normaliseFields(fields) {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return void 0;
  const result = {};
  for (const [name, value] of Object.entries(fields)) {
    const message = Array.isArray(value) ? value.find((v) => typeof v === "string") : value;
    if (typeof message === "string") result[name] = message;
  }
  return Object.keys(result).length ? result : void 0;
}

// ../../../packages/api-client/src/intent_keys.ts
function definite(status) {
  return status >= 200 && status < 300 || status >= 400 && status < 500 && ![408, 409, 425, 429].includes(status);
}
function newIdempotencyKey() {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
var IntentKeys = class {
  constructor(limit = 100) {
    this.limit = limit;
  }
  #pending = /* @__PURE__ */ new Map();
  /** The key of this request: the one its earlier try used, or a new one. */
  keyFor(request) {
    let key = this.#pending.get(request);
    if (!key) {
      key = newIdempotencyKey();
      this.#pending.set(request, key);
      if (this.#pending.size > this.limit) this.#pending.delete(this.#pending.keys().next().value);
    }
    return key;
  }
  /** The request got an answer (status 0: none): a definite one ends the intent. */
  settle(request, status) {
    if (definite(status)) this.#pending.delete(request);
  }
};

// ../../../packages/api-client/src/signing.ts
var SIGNATURE_HEADERS = {
  key: "x-sceau-key",
  datetime: "x-sceau-datetime",
  signature: "x-sceau-signature"
};
var encoder = new TextEncoder();
function bytesOf(body) {
  if (body === null || body === void 0) return new Uint8Array(0);
  if (typeof body === "string") return encoder.encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(body);
}
function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}
async function sha256Hex(body) {
  return hex(await crypto.subtle.digest("SHA-256", bytesOf(body)));
}
function canonicalRequest(method, path, datetime, bodySha256) {
  return [method.toUpperCase(), path, datetime, bodySha256].join("\n");
}
async function hmacSha256Hex(secret, message) {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}
async function requestSignature(secret, input2) {
  const canonical = canonicalRequest(input2.method, input2.path, input2.datetime, await sha256Hex(input2.body));
  return hmacSha256Hex(secret, canonical);
}
async function signRequest(apiKey, input2) {
  const datetime = input2.datetime ?? (/* @__PURE__ */ new Date()).toISOString();
  return {
    [SIGNATURE_HEADERS.key]: apiKey.publicKey,
    [SIGNATURE_HEADERS.datetime]: datetime,
    [SIGNATURE_HEADERS.signature]: await requestSignature(apiKey.secret, { ...input2, datetime })
  };
}

// ../../../packages/api-client/src/client.ts
var DEFAULT_BASE_URL = "/api/v2";
var CSRF_COOKIE = "XSRF-TOKEN";
var CSRF_HEADER = "X-XSRF-TOKEN";
var IN_FLIGHT_WAIT_MS = 3e4;
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET"]);
var defaults = {
  baseUrl: DEFAULT_BASE_URL,
  language: () => globalThis.document?.documentElement.lang || void 0,
  cookies: () => globalThis.document?.cookie ?? "",
  fetch: (...args) => globalThis.fetch(...args),
  minimumGetMs: 0,
  retryDelays: []
};
var ApiClient = class {
  #options;
  #intents = new IntentKeys();
  constructor(options = {}) {
    this.#options = { ...defaults, ...options };
  }
  /** Changes options of a shared client (the web app sets the minimum loader time at start). */
  configure(options) {
    this.#options = { ...this.#options, ...options };
  }
  get(path, options) {
    return this.request("GET", path, options);
  }
  post(path, body, options) {
    return this.request("POST", path, { ...options, body });
  }
  put(path, body, options) {
    return this.request("PUT", path, { ...options, body });
  }
  patch(path, body, options) {
    return this.request("PATCH", path, { ...options, body });
  }
  delete(path, options) {
    return this.request("DELETE", path, options);
  }
  /** The URL a path resolves to (also useful for plain links, e.g. downloads). */
  url(path, query) {
    const base = this.#options.baseUrl.replace(/\/+$/, "");
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== void 0 && value !== null) search.append(key, String(value));
    }
    const qs = search.toString();
    return `${base}${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
  }
  async request(method, path, options = {}) {
    const started = Date.now();
    const { headers, body } = this.#prepare(method, options);
    const url = this.url(path, options.query);
    const intent = method === "POST" && options.idempotencyKey === void 0 && (body === void 0 || typeof body === "string") ? `${url}
${body ?? ""}` : null;
    const key = intent === null ? options.idempotencyKey : this.#intents.keyFor(intent);
    if (key) headers[IDEMPOTENCY_HEADERS.key] = key;
    const retryDelays2 = method === "GET" || key ? this.#options.retryDelays : [];
    for (let tries = 0; ; tries++) {
      try {
        const result = await this.#send(method, url, headers, body, options.signal);
        if (intent) this.#intents.settle(intent, 200);
        if (method === "GET" && this.#options.minimumGetMs > 0) {
          await sleep(this.#options.minimumGetMs - (Date.now() - started), options.signal);
        }
        return result;
      } catch (error) {
        if (intent && isApiError(error)) this.#intents.settle(intent, error.status);
        if (key && isApiError(error, "E_IDEMPOTENCY_IN_FLIGHT") && Date.now() - started < IN_FLIGHT_WAIT_MS) {
          await sleep(1e3, options.signal);
          continue;
        }
        if (isApiError(error) && [0, 502, 503, 504].includes(error.status) && tries < retryDelays2.length) {
          await sleep(retryDelays2[tries], options.signal);
          continue;
        }
        throw error;
      }
    }
  }
  async #send(method, url, headers, body, signal) {
    const signed = this.#options.apiKey ? { ...headers, ...await this.#sign(method, url, body) } : headers;
    let response;
    try {
      response = await this.#options.fetch(url, { method, headers: signed, body, credentials: "same-origin", signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, CLIENT_ERROR_CODES.network, `Network error: ${networkCause(error)}`);
    }
    return readResponse(response);
  }
  /** Signs what is sent: the URL's path and query as the server sees them, and the exact body bytes. */
  async #sign(method, url, body) {
    if (body !== void 0 && typeof body !== "string" && !(body instanceof ArrayBuffer)) {
      throw new TypeError("Requests signed with an API key send JSON, text or bytes bodies only");
    }
    const { pathname, search } = new URL(url, "http://sceau.invalid");
    return signRequest(this.#options.apiKey, { method, path: `${pathname}${search}`, body });
  }
  #prepare(method, options) {
    const headers = { Accept: "application/json" };
    const language = this.#options.language();
    if (language) headers["Accept-Language"] = language;
    if (this.#options.token) headers.Authorization = `Bearer ${this.#options.token}`;
    if (!SAFE_METHODS.has(method)) {
      const token = readCookie(this.#options.cookies(), CSRF_COOKIE);
      if (token) headers[CSRF_HEADER] = token;
    }
    let body;
    if (options.body !== void 0) {
      if (isRawBody(options.body)) {
        body = options.body;
      } else {
        body = JSON.stringify(options.body);
        headers["Content-Type"] = "application/json";
      }
    }
    return { headers: { ...headers, ...options.headers }, body };
  }
};
function readCookie(cookies, name) {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index === -1 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return void 0;
}
async function readResponse(response) {
  const text = await response.text();
  let payload;
  let parsed = true;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      parsed = false;
    }
  }
  const requestId = response.headers.get("x-request-id");
  if (!response.ok) throw ApiError.fromResponse(response.status, payload, requestId);
  if (!parsed) {
    throw new ApiError(response.status, CLIENT_ERROR_CODES.unexpectedResponse, "The API answered with something other than JSON", void 0, requestId);
  }
  return payload;
}
function isRawBody(body) {
  return typeof body === "string" || typeof FormData !== "undefined" && body instanceof FormData || typeof Blob !== "undefined" && body instanceof Blob || body instanceof URLSearchParams || body instanceof ArrayBuffer;
}
function networkCause(error) {
  const cause = error.cause;
  const detail = typeof cause?.code === "string" ? cause.code : typeof cause?.message === "string" ? cause.message : null;
  const message = error instanceof Error ? error.message : String(error);
  return detail ? `${message} (${detail})` : message;
}
function isAbort(error) {
  return error instanceof Error && error.name === "AbortError";
}
function sleep(ms, signal) {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve4, reject) => {
    const timer = setTimeout(resolve4, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true }
    );
  });
}
var api = new ApiClient();

// ../../../packages/cli/src/errors.ts
var EXIT = {
  ok: 0,
  /** Bad arguments, missing files, not logged in to any instance. */
  usage: 1,
  /** The token or API key is missing, wrong, expired or revoked (HTTP 401, or 403 on a credential). */
  auth: 2,
  /** The server answered but refused (validation, plan, quota, payment needed, server error). */
  refused: 3,
  /** No answer: connection refused, DNS, timeout. */
  network: 4,
  /** `sceau verify`: the proof bundle or the file does not check out. */
  verification: 5
};
var CliError = class extends Error {
  constructor(message, exitCode, code = null, status = null) {
    super(message);
    this.exitCode = exitCode;
    this.code = code;
    this.status = status;
    this.name = "CliError";
  }
};
var usageError = (message) => new CliError(message, EXIT.usage, "E_USAGE");

// ../../../node_modules/.pnpm/@formatjs+fast-memoize@3.1.7/node_modules/@formatjs/fast-memoize/index.js
function memoize(fn, options) {
  const cache = options && options.cache ? options.cache : cacheDefault;
  const serializer = options && options.serializer ? options.serializer : serializerDefault;
  return (options && options.strategy ? options.strategy : strategyDefault)(fn, {
    cache,
    serializer
  });
}
function isPrimitive(value) {
  return value == null || typeof value === "number" || typeof value === "boolean";
}
function monadic(fn, cache, serializer, arg) {
  const cacheKey = isPrimitive(arg) ? arg : serializer(arg);
  let computedValue = cache.get(cacheKey);
  if (typeof computedValue === "undefined") {
    computedValue = fn.call(this, arg);
    cache.set(cacheKey, computedValue);
  }
  return computedValue;
}
function variadic(fn, cache, serializer) {
  const args = Array.prototype.slice.call(arguments, 3);
  const cacheKey = serializer(args);
  let computedValue = cache.get(cacheKey);
  if (typeof computedValue === "undefined") {
    computedValue = fn.apply(this, args);
    cache.set(cacheKey, computedValue);
  }
  return computedValue;
}
function assemble(fn, context, strategy, cache, serialize) {
  return strategy.bind(context, fn, cache, serialize);
}
function strategyDefault(fn, options) {
  const strategy = fn.length === 1 ? monadic : variadic;
  return assemble(fn, this, strategy, options.cache.create(), options.serializer);
}
function strategyVariadic(fn, options) {
  return assemble(fn, this, variadic, options.cache.create(), options.serializer);
}
function strategyMonadic(fn, options) {
  return assemble(fn, this, monadic, options.cache.create(), options.serializer);
}
var serializerDefault = function() {
  return JSON.stringify(arguments);
};
var ObjectWithoutPrototypeCache = class {
  constructor() {
    this.cache = /* @__PURE__ */ Object.create(null);
  }
  get(key) {
    return this.cache[key];
  }
  set(key, value) {
    this.cache[key] = value;
  }
};
var cacheDefault = { create: function create() {
  return new ObjectWithoutPrototypeCache();
} };
var strategies = {
  variadic: strategyVariadic,
  monadic: strategyMonadic
};

// ../../../node_modules/.pnpm/@formatjs+icu-skeleton-parser@2.1.11/node_modules/@formatjs/icu-skeleton-parser/index.js
var DATE_TIME_REGEX = /(?:[Eec]{1,6}|G{1,5}|[Qq]{1,5}|(?:[yYur]+|U{1,5})|[ML]{1,5}|d{1,2}|D{1,3}|F{1}|[abB]{1,5}|[hkHK]{1,2}|w{1,2}|W{1}|m{1,2}|s{1,2}|[zZOvVxX]{1,4})(?=([^']*'[^']*')*[^']*$)/g;
function parseDateTimeSkeleton(skeleton) {
  const result = {};
  skeleton.replace(DATE_TIME_REGEX, (match) => {
    const len = match.length;
    switch (match[0]) {
      case "G":
        result.era = len === 4 ? "long" : len === 5 ? "narrow" : "short";
        break;
      case "y":
        result.year = len === 2 ? "2-digit" : "numeric";
        break;
      case "Y":
      case "u":
      case "U":
      case "r":
        throw new RangeError("`Y/u/U/r` (year) patterns are not supported, use `y` instead");
      case "q":
      case "Q":
        throw new RangeError("`q/Q` (quarter) patterns are not supported");
      case "M":
      case "L":
        result.month = [
          "numeric",
          "2-digit",
          "short",
          "long",
          "narrow"
        ][len - 1];
        break;
      case "w":
      case "W":
        throw new RangeError("`w/W` (week) patterns are not supported");
      case "d":
        result.day = ["numeric", "2-digit"][len - 1];
        break;
      case "D":
      case "F":
      case "g":
        throw new RangeError("`D/F/g` (day) patterns are not supported, use `d` instead");
      case "E":
        result.weekday = len === 4 ? "long" : len === 5 ? "narrow" : "short";
        break;
      case "e":
        if (len < 4) throw new RangeError("`e..eee` (weekday) patterns are not supported");
        result.weekday = [
          "short",
          "long",
          "narrow",
          "short"
        ][len - 3];
        break;
      case "c":
        if (len < 4) throw new RangeError("`c..ccc` (weekday) patterns are not supported");
        result.weekday = [
          "short",
          "long",
          "narrow",
          "short"
        ][len - 3];
        break;
      case "a":
        result.hour12 = true;
        break;
      case "b":
      case "B":
        throw new RangeError("`b/B` (period) patterns are not supported, use `a` instead");
      case "h":
        result.hourCycle = "h12";
        result.hour = ["numeric", "2-digit"][len - 1];
        break;
      case "H":
        result.hourCycle = "h23";
        result.hour = ["numeric", "2-digit"][len - 1];
        break;
      case "K":
        result.hourCycle = "h11";
        result.hour = ["numeric", "2-digit"][len - 1];
        break;
      case "k":
        result.hourCycle = "h24";
        result.hour = ["numeric", "2-digit"][len - 1];
        break;
      case "j":
      case "J":
      case "C":
        throw new RangeError("`j/J/C` (hour) patterns are not supported, use `h/H/K/k` instead");
      case "m":
        result.minute = ["numeric", "2-digit"][len - 1];
        break;
      case "s":
        result.second = ["numeric", "2-digit"][len - 1];
        break;
      case "S":
      case "A":
        throw new RangeError("`S/A` (second) patterns are not supported, use `s` instead");
      case "z":
        result.timeZoneName = len < 4 ? "short" : "long";
        break;
      case "Z":
      case "O":
      case "v":
      case "V":
      case "X":
      case "x":
        throw new RangeError("`Z/O/v/V/X/x` (timeZone) patterns are not supported, use `z` instead");
    }
    return "";
  });
  return result;
}
var WHITE_SPACE_REGEX = /[\t-\r \x85\u200E\u200F\u2028\u2029]/i;
function parseNumberSkeletonFromString(skeleton) {
  if (skeleton.length === 0) throw new Error("Number skeleton cannot be empty");
  const stringTokens = skeleton.split(WHITE_SPACE_REGEX).filter((x) => x.length > 0);
  const tokens = [];
  for (const stringToken of stringTokens) {
    let stemAndOptions = stringToken.split("/");
    if (stemAndOptions.length === 0) throw new Error("Invalid number skeleton");
    const [stem, ...options] = stemAndOptions;
    for (const option of options) if (option.length === 0) throw new Error("Invalid number skeleton");
    tokens.push({
      stem,
      options
    });
  }
  return tokens;
}
function icuUnitToEcma(unit) {
  return unit.replace(/^(.*?)-/, "");
}
var FRACTION_PRECISION_REGEX = /^\.(?:(0+)(\*)?|(#+)|(0+)(#+))$/g;
var SIGNIFICANT_PRECISION_REGEX = /^(@+)?(\+|#+)?[rs]?$/g;
var INTEGER_WIDTH_REGEX = /(\*)(0+)|(#+)(0+)|(0+)/g;
var CONCISE_INTEGER_WIDTH_REGEX = /^(0+)$/;
function parseSignificantPrecision(str) {
  const result = {};
  if (str[str.length - 1] === "r") result.roundingPriority = "morePrecision";
  else if (str[str.length - 1] === "s") result.roundingPriority = "lessPrecision";
  str.replace(SIGNIFICANT_PRECISION_REGEX, function(_, g1, g2) {
    if (typeof g2 !== "string") {
      result.minimumSignificantDigits = g1.length;
      result.maximumSignificantDigits = g1.length;
    } else if (g2 === "+") result.minimumSignificantDigits = g1.length;
    else if (g1[0] === "#") result.maximumSignificantDigits = g1.length;
    else {
      result.minimumSignificantDigits = g1.length;
      result.maximumSignificantDigits = g1.length + (typeof g2 === "string" ? g2.length : 0);
    }
    return "";
  });
  return result;
}
function parseSign(str) {
  switch (str) {
    case "sign-auto":
      return { signDisplay: "auto" };
    case "sign-accounting":
    case "()":
      return { currencySign: "accounting" };
    case "sign-always":
    case "+!":
      return { signDisplay: "always" };
    case "sign-accounting-always":
    case "()!":
      return {
        signDisplay: "always",
        currencySign: "accounting"
      };
    case "sign-except-zero":
    case "+?":
      return { signDisplay: "exceptZero" };
    case "sign-accounting-except-zero":
    case "()?":
      return {
        signDisplay: "exceptZero",
        currencySign: "accounting"
      };
    case "sign-never":
    case "+_":
      return { signDisplay: "never" };
  }
}
function parseConciseScientificAndEngineeringStem(stem) {
  let result;
  if (stem[0] === "E" && stem[1] === "E") {
    result = { notation: "engineering" };
    stem = stem.slice(2);
  } else if (stem[0] === "E") {
    result = { notation: "scientific" };
    stem = stem.slice(1);
  }
  if (result) {
    const signDisplay = stem.slice(0, 2);
    if (signDisplay === "+!") {
      result.signDisplay = "always";
      stem = stem.slice(2);
    } else if (signDisplay === "+?") {
      result.signDisplay = "exceptZero";
      stem = stem.slice(2);
    }
    if (!CONCISE_INTEGER_WIDTH_REGEX.test(stem)) throw new Error("Malformed concise eng/scientific notation");
    result.minimumIntegerDigits = stem.length;
  }
  return result;
}
function parseNotationOptions(opt) {
  const result = {};
  const signOpts = parseSign(opt);
  if (signOpts) return signOpts;
  return result;
}
function parseNumberSkeleton(tokens) {
  let result = {};
  for (const token of tokens) {
    switch (token.stem) {
      case "percent":
      case "%":
        result.style = "percent";
        continue;
      case "%x100":
        result.style = "percent";
        result.scale = 100;
        continue;
      case "currency":
        result.style = "currency";
        result.currency = token.options[0];
        continue;
      case "group-off":
      case ",_":
        result.useGrouping = false;
        continue;
      case "precision-integer":
      case ".":
        result.maximumFractionDigits = 0;
        continue;
      case "measure-unit":
      case "unit":
        result.style = "unit";
        result.unit = icuUnitToEcma(token.options[0]);
        continue;
      case "compact-short":
      case "K":
        result.notation = "compact";
        result.compactDisplay = "short";
        continue;
      case "compact-long":
      case "KK":
        result.notation = "compact";
        result.compactDisplay = "long";
        continue;
      case "scientific":
        result = {
          ...result,
          notation: "scientific",
          ...token.options.reduce((all, opt) => ({
            ...all,
            ...parseNotationOptions(opt)
          }), {})
        };
        continue;
      case "engineering":
        result = {
          ...result,
          notation: "engineering",
          ...token.options.reduce((all, opt) => ({
            ...all,
            ...parseNotationOptions(opt)
          }), {})
        };
        continue;
      case "notation-simple":
        result.notation = "standard";
        continue;
      case "unit-width-narrow":
        result.currencyDisplay = "narrowSymbol";
        result.unitDisplay = "narrow";
        continue;
      case "unit-width-short":
        result.currencyDisplay = "code";
        result.unitDisplay = "short";
        continue;
      case "unit-width-full-name":
        result.currencyDisplay = "name";
        result.unitDisplay = "long";
        continue;
      case "unit-width-iso-code":
        result.currencyDisplay = "symbol";
        continue;
      case "scale":
        result.scale = parseFloat(token.options[0]);
        continue;
      case "rounding-mode-floor":
        result.roundingMode = "floor";
        continue;
      case "rounding-mode-ceiling":
        result.roundingMode = "ceil";
        continue;
      case "rounding-mode-down":
        result.roundingMode = "trunc";
        continue;
      case "rounding-mode-up":
        result.roundingMode = "expand";
        continue;
      case "rounding-mode-half-even":
        result.roundingMode = "halfEven";
        continue;
      case "rounding-mode-half-down":
        result.roundingMode = "halfTrunc";
        continue;
      case "rounding-mode-half-up":
        result.roundingMode = "halfExpand";
        continue;
      case "integer-width":
        if (token.options.length > 1) throw new RangeError("integer-width stems only accept a single optional option");
        token.options[0].replace(INTEGER_WIDTH_REGEX, function(_, g1, g2, g3, g4, g5) {
          if (g1) result.minimumIntegerDigits = g2.length;
          else if (g3 && g4) throw new Error("We currently do not support maximum integer digits");
          else if (g5) throw new Error("We currently do not support exact integer digits");
          return "";
        });
        continue;
    }
    if (CONCISE_INTEGER_WIDTH_REGEX.test(token.stem)) {
      result.minimumIntegerDigits = token.stem.length;
      continue;
    }
    if (FRACTION_PRECISION_REGEX.test(token.stem)) {
      if (token.options.length > 1) throw new RangeError("Fraction-precision stems only accept a single optional option");
      token.stem.replace(FRACTION_PRECISION_REGEX, function(_, g1, g2, g3, g4, g5) {
        if (g2 === "*") result.minimumFractionDigits = g1.length;
        else if (g3 && g3[0] === "#") result.maximumFractionDigits = g3.length;
        else if (g4 && g5) {
          result.minimumFractionDigits = g4.length;
          result.maximumFractionDigits = g4.length + g5.length;
        } else {
          result.minimumFractionDigits = g1.length;
          result.maximumFractionDigits = g1.length;
        }
        return "";
      });
      const opt = token.options[0];
      if (opt === "w") result = {
        ...result,
        trailingZeroDisplay: "stripIfInteger"
      };
      else if (opt) result = {
        ...result,
        ...parseSignificantPrecision(opt)
      };
      continue;
    }
    if (SIGNIFICANT_PRECISION_REGEX.test(token.stem)) {
      result = {
        ...result,
        ...parseSignificantPrecision(token.stem)
      };
      continue;
    }
    const signOpts = parseSign(token.stem);
    if (signOpts) result = {
      ...result,
      ...signOpts
    };
    const conciseScientificAndEngineeringOpts = parseConciseScientificAndEngineeringStem(token.stem);
    if (conciseScientificAndEngineeringOpts) result = {
      ...result,
      ...conciseScientificAndEngineeringOpts
    };
  }
  return result;
}

// ../../../node_modules/.pnpm/@formatjs+icu-messageformat-parser@3.5.18/node_modules/@formatjs/icu-messageformat-parser/index.js
var ErrorKind = /* @__PURE__ */ (function(ErrorKind2) {
  ErrorKind2[ErrorKind2["EXPECT_ARGUMENT_CLOSING_BRACE"] = 1] = "EXPECT_ARGUMENT_CLOSING_BRACE";
  ErrorKind2[ErrorKind2["EMPTY_ARGUMENT"] = 2] = "EMPTY_ARGUMENT";
  ErrorKind2[ErrorKind2["MALFORMED_ARGUMENT"] = 3] = "MALFORMED_ARGUMENT";
  ErrorKind2[ErrorKind2["EXPECT_ARGUMENT_TYPE"] = 4] = "EXPECT_ARGUMENT_TYPE";
  ErrorKind2[ErrorKind2["INVALID_ARGUMENT_TYPE"] = 5] = "INVALID_ARGUMENT_TYPE";
  ErrorKind2[ErrorKind2["EXPECT_ARGUMENT_STYLE"] = 6] = "EXPECT_ARGUMENT_STYLE";
  ErrorKind2[ErrorKind2["INVALID_NUMBER_SKELETON"] = 7] = "INVALID_NUMBER_SKELETON";
  ErrorKind2[ErrorKind2["INVALID_DATE_TIME_SKELETON"] = 8] = "INVALID_DATE_TIME_SKELETON";
  ErrorKind2[ErrorKind2["EXPECT_NUMBER_SKELETON"] = 9] = "EXPECT_NUMBER_SKELETON";
  ErrorKind2[ErrorKind2["EXPECT_DATE_TIME_SKELETON"] = 10] = "EXPECT_DATE_TIME_SKELETON";
  ErrorKind2[ErrorKind2["UNCLOSED_QUOTE_IN_ARGUMENT_STYLE"] = 11] = "UNCLOSED_QUOTE_IN_ARGUMENT_STYLE";
  ErrorKind2[ErrorKind2["EXPECT_SELECT_ARGUMENT_OPTIONS"] = 12] = "EXPECT_SELECT_ARGUMENT_OPTIONS";
  ErrorKind2[ErrorKind2["EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE"] = 13] = "EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE";
  ErrorKind2[ErrorKind2["INVALID_PLURAL_ARGUMENT_OFFSET_VALUE"] = 14] = "INVALID_PLURAL_ARGUMENT_OFFSET_VALUE";
  ErrorKind2[ErrorKind2["EXPECT_SELECT_ARGUMENT_SELECTOR"] = 15] = "EXPECT_SELECT_ARGUMENT_SELECTOR";
  ErrorKind2[ErrorKind2["EXPECT_PLURAL_ARGUMENT_SELECTOR"] = 16] = "EXPECT_PLURAL_ARGUMENT_SELECTOR";
  ErrorKind2[ErrorKind2["EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT"] = 17] = "EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT";
  ErrorKind2[ErrorKind2["EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT"] = 18] = "EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT";
  ErrorKind2[ErrorKind2["INVALID_PLURAL_ARGUMENT_SELECTOR"] = 19] = "INVALID_PLURAL_ARGUMENT_SELECTOR";
  ErrorKind2[ErrorKind2["DUPLICATE_PLURAL_ARGUMENT_SELECTOR"] = 20] = "DUPLICATE_PLURAL_ARGUMENT_SELECTOR";
  ErrorKind2[ErrorKind2["DUPLICATE_SELECT_ARGUMENT_SELECTOR"] = 21] = "DUPLICATE_SELECT_ARGUMENT_SELECTOR";
  ErrorKind2[ErrorKind2["MISSING_OTHER_CLAUSE"] = 22] = "MISSING_OTHER_CLAUSE";
  ErrorKind2[ErrorKind2["INVALID_TAG"] = 23] = "INVALID_TAG";
  ErrorKind2[ErrorKind2["INVALID_TAG_NAME"] = 25] = "INVALID_TAG_NAME";
  ErrorKind2[ErrorKind2["UNMATCHED_CLOSING_TAG"] = 26] = "UNMATCHED_CLOSING_TAG";
  ErrorKind2[ErrorKind2["UNCLOSED_TAG"] = 27] = "UNCLOSED_TAG";
  return ErrorKind2;
})({});
function isLiteralElement(el) {
  return el.type === 0;
}
function isArgumentElement(el) {
  return el.type === 1;
}
function isNumberElement(el) {
  return el.type === 2;
}
function isDateElement(el) {
  return el.type === 3;
}
function isTimeElement(el) {
  return el.type === 4;
}
function isSelectElement(el) {
  return el.type === 5;
}
function isPluralElement(el) {
  return el.type === 6;
}
function isPoundElement(el) {
  return el.type === 7;
}
function isTagElement(el) {
  return el.type === 8;
}
function isNumberSkeleton(el) {
  return !!(el && typeof el === "object" && el.type === 0);
}
function isDateTimeSkeleton(el) {
  return !!(el && typeof el === "object" && el.type === 1);
}
var SPACE_SEPARATOR_REGEX = /[ \xA0\u1680\u2000-\u200A\u202F\u205F\u3000]/;
var timeData = {
  "001": ["H", "h"],
  "419": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "AC": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "AD": ["H", "hB"],
  "AE": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "AF": [
    "H",
    "hb",
    "hB",
    "h"
  ],
  "AG": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "AI": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "AL": [
    "h",
    "H",
    "hB"
  ],
  "AM": ["H", "hB"],
  "AO": ["H", "hB"],
  "AR": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "AS": ["h", "H"],
  "AT": ["H", "hB"],
  "AU": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "AW": ["H", "hB"],
  "AX": ["H"],
  "AZ": [
    "H",
    "hB",
    "h"
  ],
  "BA": [
    "H",
    "hB",
    "h"
  ],
  "BB": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "BD": [
    "h",
    "hB",
    "H"
  ],
  "BE": ["H", "hB"],
  "BF": ["H", "hB"],
  "BG": [
    "H",
    "hB",
    "h"
  ],
  "BH": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "BI": ["H", "h"],
  "BJ": ["H", "hB"],
  "BL": ["H", "hB"],
  "BM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "BN": [
    "hb",
    "hB",
    "h",
    "H"
  ],
  "BO": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "BQ": ["H"],
  "BR": ["H", "hB"],
  "BS": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "BT": ["h", "H"],
  "BW": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "BY": ["H", "h"],
  "BZ": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "CA": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "CC": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "CD": ["hB", "H"],
  "CF": [
    "H",
    "h",
    "hB"
  ],
  "CG": ["H", "hB"],
  "CH": [
    "H",
    "hB",
    "h"
  ],
  "CI": ["H", "hB"],
  "CK": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "CL": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "CM": [
    "H",
    "h",
    "hB"
  ],
  "CN": [
    "H",
    "hB",
    "hb",
    "h"
  ],
  "CO": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "CP": ["H"],
  "CR": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "CU": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "CV": ["H", "hB"],
  "CW": ["H", "hB"],
  "CX": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "CY": [
    "h",
    "H",
    "hb",
    "hB"
  ],
  "CZ": ["H"],
  "DE": ["H", "hB"],
  "DG": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "DJ": ["h", "H"],
  "DK": ["H"],
  "DM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "DO": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "DZ": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "EA": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "EC": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "EE": ["H", "hB"],
  "EG": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "EH": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "ER": ["h", "H"],
  "ES": [
    "H",
    "hB",
    "h",
    "hb"
  ],
  "ET": [
    "hB",
    "hb",
    "h",
    "H"
  ],
  "FI": ["H"],
  "FJ": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "FK": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "FM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "FO": ["H", "h"],
  "FR": ["H", "hB"],
  "GA": ["H", "hB"],
  "GB": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "GD": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "GE": [
    "H",
    "hB",
    "h"
  ],
  "GF": ["H", "hB"],
  "GG": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "GH": ["h", "H"],
  "GI": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "GL": ["H", "h"],
  "GM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "GN": ["H", "hB"],
  "GP": ["H", "hB"],
  "GQ": [
    "H",
    "hB",
    "h",
    "hb"
  ],
  "GR": [
    "h",
    "H",
    "hb",
    "hB"
  ],
  "GS": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "GT": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "GU": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "GW": ["H", "hB"],
  "GY": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "HK": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "HN": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "HR": ["H", "hB"],
  "HU": ["H", "h"],
  "IC": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "ID": ["H"],
  "IE": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "IL": ["H", "hB"],
  "IM": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "IN": ["h", "H"],
  "IO": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "IQ": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "IR": ["hB", "H"],
  "IS": ["H"],
  "IT": ["H", "hB"],
  "JE": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "JM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "JO": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "JP": [
    "H",
    "K",
    "h"
  ],
  "KE": [
    "hB",
    "hb",
    "H",
    "h"
  ],
  "KG": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "KH": [
    "hB",
    "h",
    "H",
    "hb"
  ],
  "KI": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "KM": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "KN": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "KP": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "KR": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "KW": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "KY": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "KZ": ["H", "hB"],
  "LA": [
    "H",
    "hb",
    "hB",
    "h"
  ],
  "LB": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "LC": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "LI": [
    "H",
    "hB",
    "h"
  ],
  "LK": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "LR": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "LS": ["h", "H"],
  "LT": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "LU": [
    "H",
    "h",
    "hB"
  ],
  "LV": [
    "H",
    "hB",
    "hb",
    "h"
  ],
  "LY": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "MA": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "MC": ["H", "hB"],
  "MD": ["H", "hB"],
  "ME": [
    "H",
    "hB",
    "h"
  ],
  "MF": ["H", "hB"],
  "MG": ["H", "h"],
  "MH": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "MK": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "ML": ["H"],
  "MM": [
    "hB",
    "hb",
    "H",
    "h"
  ],
  "MN": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "MO": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "MP": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "MQ": ["H", "hB"],
  "MR": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "MS": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "MT": ["H", "h"],
  "MU": ["H", "h"],
  "MV": ["H", "h"],
  "MW": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "MX": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "MY": [
    "hb",
    "hB",
    "h",
    "H"
  ],
  "MZ": ["H", "hB"],
  "NA": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "NC": ["H", "hB"],
  "NE": ["H"],
  "NF": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "NG": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "NI": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "NL": ["H", "hB"],
  "NO": ["H", "h"],
  "NP": [
    "H",
    "h",
    "hB"
  ],
  "NR": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "NU": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "NZ": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "OM": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "PA": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "PE": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "PF": [
    "H",
    "h",
    "hB"
  ],
  "PG": ["h", "H"],
  "PH": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "PK": [
    "h",
    "hB",
    "H"
  ],
  "PL": ["H", "h"],
  "PM": ["H", "hB"],
  "PN": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "PR": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "PS": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "PT": ["H", "hB"],
  "PW": ["h", "H"],
  "PY": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "QA": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "RE": ["H", "hB"],
  "RO": ["H", "hB"],
  "RS": [
    "H",
    "hB",
    "h"
  ],
  "RU": ["H"],
  "RW": ["H", "h"],
  "SA": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "SB": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "SC": [
    "H",
    "h",
    "hB"
  ],
  "SD": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "SE": ["H"],
  "SG": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "SH": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "SI": ["H", "hB"],
  "SJ": ["H"],
  "SK": ["H"],
  "SL": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "SM": [
    "H",
    "h",
    "hB"
  ],
  "SN": [
    "H",
    "h",
    "hB"
  ],
  "SO": ["h", "H"],
  "SR": ["H", "hB"],
  "SS": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "ST": ["H", "hB"],
  "SV": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "SX": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "SY": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "SZ": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "TA": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "TC": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "TD": [
    "h",
    "H",
    "hB"
  ],
  "TF": [
    "H",
    "h",
    "hB"
  ],
  "TG": ["H", "hB"],
  "TH": ["H", "h"],
  "TJ": ["H", "h"],
  "TL": [
    "H",
    "hB",
    "hb",
    "h"
  ],
  "TM": ["H", "h"],
  "TN": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "TO": ["h", "H"],
  "TR": ["H", "hB"],
  "TT": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "TW": [
    "hB",
    "hb",
    "h",
    "H"
  ],
  "TZ": [
    "hB",
    "hb",
    "H",
    "h"
  ],
  "UA": [
    "H",
    "hB",
    "h"
  ],
  "UG": [
    "hB",
    "hb",
    "H",
    "h"
  ],
  "UM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "US": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "UY": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "UZ": [
    "H",
    "hB",
    "h"
  ],
  "VA": [
    "H",
    "h",
    "hB"
  ],
  "VC": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "VE": [
    "h",
    "H",
    "hB",
    "hb"
  ],
  "VG": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "VI": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "VN": ["H", "h"],
  "VU": ["h", "H"],
  "WF": ["H", "hB"],
  "WS": ["h", "H"],
  "XK": [
    "H",
    "hB",
    "h"
  ],
  "YE": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "YT": ["H", "hB"],
  "ZA": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "ZM": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "ZW": ["H", "h"],
  "af-ZA": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "ar-001": [
    "h",
    "hB",
    "hb",
    "H"
  ],
  "ca-ES": [
    "H",
    "h",
    "hB"
  ],
  "en-001": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "en-HK": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "en-IL": [
    "H",
    "h",
    "hb",
    "hB"
  ],
  "en-MY": [
    "h",
    "hb",
    "H",
    "hB"
  ],
  "es-BR": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "es-ES": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "es-GQ": [
    "H",
    "h",
    "hB",
    "hb"
  ],
  "fr-CA": [
    "H",
    "h",
    "hB"
  ],
  "gl-ES": [
    "H",
    "h",
    "hB"
  ],
  "gu-IN": [
    "hB",
    "hb",
    "h",
    "H"
  ],
  "hi-IN": [
    "hB",
    "h",
    "H"
  ],
  "it-CH": [
    "H",
    "h",
    "hB"
  ],
  "it-IT": [
    "H",
    "h",
    "hB"
  ],
  "kn-IN": [
    "hB",
    "h",
    "H"
  ],
  "ku-SY": ["H", "hB"],
  "ml-IN": [
    "hB",
    "h",
    "H"
  ],
  "mr-IN": [
    "hB",
    "hb",
    "h",
    "H"
  ],
  "pa-IN": [
    "hB",
    "hb",
    "h",
    "H"
  ],
  "ta-IN": [
    "hB",
    "h",
    "hb",
    "H"
  ],
  "te-IN": [
    "hB",
    "h",
    "H"
  ],
  "zu-ZA": [
    "H",
    "hB",
    "hb",
    "h"
  ]
};
function getBestPattern(skeleton, locale) {
  let skeletonCopy = "";
  for (let patternPos = 0; patternPos < skeleton.length; patternPos++) {
    const patternChar = skeleton.charAt(patternPos);
    if (patternChar === "j") {
      let extraLength = 0;
      while (patternPos + 1 < skeleton.length && skeleton.charAt(patternPos + 1) === patternChar) {
        extraLength++;
        patternPos++;
      }
      let hourLen = 1 + (extraLength & 1);
      let dayPeriodLen = extraLength < 2 ? 1 : 3 + (extraLength >> 1);
      let dayPeriodChar = "a";
      let hourChar = getDefaultHourSymbolFromLocale(locale);
      if (hourChar == "H" || hourChar == "k") dayPeriodLen = 0;
      while (dayPeriodLen-- > 0) skeletonCopy += dayPeriodChar;
      while (hourLen-- > 0) skeletonCopy = hourChar + skeletonCopy;
    } else if (patternChar === "J") skeletonCopy += "H";
    else skeletonCopy += patternChar;
  }
  return skeletonCopy;
}
function getDefaultHourSymbolFromLocale(locale) {
  let hourCycle = locale.hourCycle;
  if (hourCycle === void 0) {
    const localeWithHourCycles = locale;
    hourCycle = localeWithHourCycles.getHourCycles?.()[0] ?? localeWithHourCycles.hourCycles?.[0];
  }
  if (hourCycle) switch (hourCycle) {
    case "h24":
      return "k";
    case "h23":
      return "H";
    case "h12":
      return "h";
    case "h11":
      return "K";
    default:
      throw new Error("Invalid hourCycle");
  }
  const languageTag = locale.language;
  let regionTag;
  if (languageTag !== "root") regionTag = locale.maximize().region;
  return (timeData[`${languageTag}-${regionTag}`] || timeData[regionTag || ""] || timeData[languageTag || ""] || timeData[`${languageTag}-001`] || timeData["001"])[0].charAt(0);
}
var SPACE_SEPARATOR_START_REGEX = new RegExp(`^${SPACE_SEPARATOR_REGEX.source}*`);
var SPACE_SEPARATOR_END_REGEX = new RegExp(`${SPACE_SEPARATOR_REGEX.source}*$`);
function createLocation(start, end) {
  return {
    start,
    end
  };
}
var hasNativeFromEntries = !!Object.fromEntries;
var hasTrimStart = !!String.prototype.trimStart;
var hasTrimEnd = !!String.prototype.trimEnd;
var fromEntries = hasNativeFromEntries ? Object.fromEntries : function fromEntries2(entries) {
  const obj = {};
  for (const [k, v] of entries) obj[k] = v;
  return obj;
};
var trimStart = hasTrimStart ? function trimStart2(s) {
  return s.trimStart();
} : function trimStart3(s) {
  return s.replace(SPACE_SEPARATOR_START_REGEX, "");
};
var trimEnd = hasTrimEnd ? function trimEnd2(s) {
  return s.trimEnd();
} : function trimEnd3(s) {
  return s.replace(SPACE_SEPARATOR_END_REGEX, "");
};
var IDENTIFIER_PREFIX_RE = new RegExp("([^\\p{White_Space}\\p{Pattern_Syntax}]*)", "yu");
function matchIdentifierAtIndex(s, index) {
  IDENTIFIER_PREFIX_RE.lastIndex = index;
  return IDENTIFIER_PREFIX_RE.exec(s)[1] ?? "";
}
function plainTopLevelEndPosition(message) {
  if (message.length === 0) return null;
  let line = 1;
  let column = 1;
  for (let offset = 0; offset < message.length; ) {
    const code = message.charCodeAt(offset);
    switch (code) {
      case 35:
      case 39:
      case 60:
      case 123:
      case 125:
        return null;
    }
    if (code === 10) {
      line++;
      column = 1;
      offset++;
    } else {
      column++;
      if (code >= 55296 && code <= 56319 && offset + 1 < message.length) {
        const next = message.charCodeAt(offset + 1);
        offset += next >= 56320 && next <= 57343 ? 2 : 1;
      } else offset++;
    }
  }
  return {
    offset: message.length,
    line,
    column
  };
}
var Parser = class {
  constructor(message, options = {}) {
    this.message = message;
    this.position = {
      offset: 0,
      line: 1,
      column: 1
    };
    this.ignoreTag = !!options.ignoreTag;
    this.locale = options.locale;
    this.requiresOtherClause = !!options.requiresOtherClause;
    this.shouldParseSkeletons = !!options.shouldParseSkeletons;
  }
  parse() {
    if (this.offset() !== 0) throw Error("parser can only be used once");
    if (this.message.length > 0) {
      const firstCode = this.message.charCodeAt(0);
      if (firstCode !== 35 && firstCode !== 39 && firstCode !== 60 && firstCode !== 123 && firstCode !== 125) {
        const plainEndPosition = plainTopLevelEndPosition(this.message);
        if (plainEndPosition) {
          const start = this.clonePosition();
          this.position = plainEndPosition;
          return {
            val: [{
              type: 0,
              value: this.message,
              location: createLocation(start, this.clonePosition())
            }],
            err: null
          };
        }
      }
    }
    return this.parseMessage(0, "", false);
  }
  parseMessage(nestingLevel, parentArgType, expectingCloseTag) {
    let elements = [];
    while (!this.isEOF()) {
      const char = this.char();
      if (char === 123) {
        const result = this.parseArgument(nestingLevel, expectingCloseTag);
        if (result.err) return result;
        elements.push(result.val);
      } else if (char === 125 && nestingLevel > 0) break;
      else if (char === 35 && (parentArgType === "plural" || parentArgType === "selectordinal")) {
        const position = this.clonePosition();
        this.bump();
        elements.push({
          type: 7,
          location: createLocation(position, this.clonePosition())
        });
      } else if (char === 60 && !this.ignoreTag && this.peek() === 47) {
        if (expectingCloseTag) break;
        else return this.error(26, createLocation(this.clonePosition(), this.clonePosition()));
      } else if (char === 60 && !this.ignoreTag && _isAlpha(this.peek() || 0)) {
        const result = this.parseTag(nestingLevel, parentArgType);
        if (result.err) return result;
        elements.push(result.val);
      } else {
        const result = this.parseLiteral(nestingLevel, parentArgType);
        if (result.err) return result;
        elements.push(result.val);
      }
    }
    return {
      val: elements,
      err: null
    };
  }
  /**
  * A tag name must start with an ASCII lower/upper case letter. The grammar is based on the
  * [custom element name][] except that a dash is NOT always mandatory and uppercase letters
  * are accepted:
  *
  * ```
  * tag ::= "<" tagName (whitespace)* "/>" | "<" tagName (whitespace)* ">" message "</" tagName (whitespace)* ">"
  * tagName ::= [a-z] (PENChar)*
  * PENChar ::=
  *     "-" | "." | [0-9] | "_" | [a-z] | [A-Z] | #xB7 | [#xC0-#xD6] | [#xD8-#xF6] | [#xF8-#x37D] |
  *     [#x37F-#x1FFF] | [#x200C-#x200D] | [#x203F-#x2040] | [#x2070-#x218F] | [#x2C00-#x2FEF] |
  *     [#x3001-#xD7FF] | [#xF900-#xFDCF] | [#xFDF0-#xFFFD] | [#x10000-#xEFFFF]
  * ```
  *
  * [custom element name]: https://html.spec.whatwg.org/multipage/custom-elements.html#valid-custom-element-name
  * NOTE: We're a bit more lax here since HTML technically does not allow uppercase HTML element but we do
  * since other tag-based engines like React allow it
  */
  parseTag(nestingLevel, parentArgType) {
    const startPosition = this.clonePosition();
    this.bump();
    const tagName = this.parseTagName();
    this.bumpSpace();
    if (this.bumpIf("/>")) return {
      val: {
        type: 0,
        value: `<${tagName}/>`,
        location: createLocation(startPosition, this.clonePosition())
      },
      err: null
    };
    else if (this.bumpIf(">")) {
      const childrenResult = this.parseMessage(nestingLevel + 1, parentArgType, true);
      if (childrenResult.err) return childrenResult;
      const children = childrenResult.val;
      const endTagStartPosition = this.clonePosition();
      if (this.bumpIf("</")) {
        if (this.isEOF() || !_isAlpha(this.char())) return this.error(23, createLocation(endTagStartPosition, this.clonePosition()));
        const closingTagNameStartPosition = this.clonePosition();
        if (tagName !== this.parseTagName()) return this.error(26, createLocation(closingTagNameStartPosition, this.clonePosition()));
        this.bumpSpace();
        if (!this.bumpIf(">")) return this.error(23, createLocation(endTagStartPosition, this.clonePosition()));
        return {
          val: {
            type: 8,
            value: tagName,
            children,
            location: createLocation(startPosition, this.clonePosition())
          },
          err: null
        };
      } else return this.error(27, createLocation(startPosition, this.clonePosition()));
    } else return this.error(23, createLocation(startPosition, this.clonePosition()));
  }
  /**
  * This method assumes that the caller has peeked ahead for the first tag character.
  */
  parseTagName() {
    const startOffset = this.offset();
    this.bump();
    while (!this.isEOF() && _isPotentialElementNameChar(this.char())) this.bump();
    return this.message.slice(startOffset, this.offset());
  }
  parseLiteral(nestingLevel, parentArgType) {
    const start = this.clonePosition();
    let value = "";
    while (true) {
      const parseQuoteResult = this.tryParseQuote(parentArgType);
      if (parseQuoteResult) {
        value += parseQuoteResult;
        continue;
      }
      const parseUnquotedResult = this.tryParseUnquoted(nestingLevel, parentArgType);
      if (parseUnquotedResult) {
        value += parseUnquotedResult;
        continue;
      }
      const parseLeftAngleResult = this.tryParseLeftAngleBracket();
      if (parseLeftAngleResult) {
        value += parseLeftAngleResult;
        continue;
      }
      break;
    }
    const location = createLocation(start, this.clonePosition());
    return {
      val: {
        type: 0,
        value,
        location
      },
      err: null
    };
  }
  tryParseLeftAngleBracket() {
    if (!this.isEOF() && this.char() === 60 && (this.ignoreTag || !_isAlphaOrSlash(this.peek() || 0))) {
      this.bump();
      return "<";
    }
    return null;
  }
  /**
  * Starting with ICU 4.8, an ASCII apostrophe only starts quoted text if it immediately precedes
  * a character that requires quoting (that is, "only where needed"), and works the same in
  * nested messages as on the top level of the pattern. The new behavior is otherwise compatible.
  */
  tryParseQuote(parentArgType) {
    if (this.isEOF() || this.char() !== 39) return null;
    switch (this.peek()) {
      case 39:
        this.bump();
        this.bump();
        return "'";
      case 123:
      case 60:
      case 62:
      case 125:
        break;
      case 35:
        if (parentArgType === "plural" || parentArgType === "selectordinal") break;
        return null;
      default:
        return null;
    }
    this.bump();
    const codePoints = [this.char()];
    this.bump();
    while (!this.isEOF()) {
      const ch = this.char();
      if (ch === 39) {
        if (this.peek() === 39) {
          codePoints.push(39);
          this.bump();
        } else {
          this.bump();
          break;
        }
      } else codePoints.push(ch);
      this.bump();
    }
    return String.fromCodePoint(...codePoints);
  }
  tryParseUnquoted(nestingLevel, parentArgType) {
    if (this.isEOF()) return null;
    const ch = this.char();
    if (ch === 60 || ch === 123 || ch === 35 && (parentArgType === "plural" || parentArgType === "selectordinal") || ch === 125 && nestingLevel > 0) return null;
    else {
      this.bump();
      return String.fromCodePoint(ch);
    }
  }
  parseArgument(nestingLevel, expectingCloseTag) {
    const openingBracePosition = this.clonePosition();
    this.bump();
    this.bumpSpace();
    if (this.isEOF()) return this.error(1, createLocation(openingBracePosition, this.clonePosition()));
    if (this.char() === 125) {
      this.bump();
      return this.error(2, createLocation(openingBracePosition, this.clonePosition()));
    }
    let value = this.parseIdentifierIfPossible().value;
    if (!value) return this.error(3, createLocation(openingBracePosition, this.clonePosition()));
    this.bumpSpace();
    if (this.isEOF()) return this.error(1, createLocation(openingBracePosition, this.clonePosition()));
    switch (this.char()) {
      case 125:
        this.bump();
        return {
          val: {
            type: 1,
            value,
            location: createLocation(openingBracePosition, this.clonePosition())
          },
          err: null
        };
      case 44:
        this.bump();
        this.bumpSpace();
        if (this.isEOF()) return this.error(1, createLocation(openingBracePosition, this.clonePosition()));
        return this.parseArgumentOptions(nestingLevel, expectingCloseTag, value, openingBracePosition);
      default:
        return this.error(3, createLocation(openingBracePosition, this.clonePosition()));
    }
  }
  /**
  * Advance the parser until the end of the identifier, if it is currently on
  * an identifier character. Return an empty string otherwise.
  */
  parseIdentifierIfPossible() {
    const startingPosition = this.clonePosition();
    const startOffset = this.offset();
    const value = matchIdentifierAtIndex(this.message, startOffset);
    const endOffset = startOffset + value.length;
    this.bumpTo(endOffset);
    return {
      value,
      location: createLocation(startingPosition, this.clonePosition())
    };
  }
  parseArgumentOptions(nestingLevel, expectingCloseTag, value, openingBracePosition) {
    let typeStartPosition = this.clonePosition();
    let argType = this.parseIdentifierIfPossible().value;
    let typeEndPosition = this.clonePosition();
    switch (argType) {
      case "":
        return this.error(4, createLocation(typeStartPosition, typeEndPosition));
      case "number":
      case "date":
      case "time": {
        this.bumpSpace();
        let styleAndLocation = null;
        if (this.bumpIf(",")) {
          this.bumpSpace();
          const styleStartPosition = this.clonePosition();
          const result = this.parseSimpleArgStyleIfPossible();
          if (result.err) return result;
          const style = trimEnd(result.val);
          if (style.length === 0) return this.error(6, createLocation(this.clonePosition(), this.clonePosition()));
          styleAndLocation = {
            style,
            styleLocation: createLocation(styleStartPosition, this.clonePosition())
          };
        }
        const argCloseResult = this.tryParseArgumentClose(openingBracePosition);
        if (argCloseResult.err) return argCloseResult;
        const location = createLocation(openingBracePosition, this.clonePosition());
        if (styleAndLocation && styleAndLocation.style.startsWith("::")) {
          let skeleton = trimStart(styleAndLocation.style.slice(2));
          if (argType === "number") {
            const result = this.parseNumberSkeletonFromString(skeleton, styleAndLocation.styleLocation);
            if (result.err) return result;
            return {
              val: {
                type: 2,
                value,
                location,
                style: result.val
              },
              err: null
            };
          } else {
            if (skeleton.length === 0) return this.error(10, location);
            let dateTimePattern = skeleton;
            if (this.locale) dateTimePattern = getBestPattern(skeleton, this.locale);
            const style = {
              type: 1,
              pattern: dateTimePattern,
              location: styleAndLocation.styleLocation,
              parsedOptions: this.shouldParseSkeletons ? parseDateTimeSkeleton(dateTimePattern) : {}
            };
            return {
              val: {
                type: argType === "date" ? 3 : 4,
                value,
                location,
                style
              },
              err: null
            };
          }
        }
        return {
          val: {
            type: argType === "number" ? 2 : argType === "date" ? 3 : 4,
            value,
            location,
            style: styleAndLocation?.style ?? null
          },
          err: null
        };
      }
      case "plural":
      case "selectordinal":
      case "select": {
        const typeEndPosition2 = this.clonePosition();
        this.bumpSpace();
        if (!this.bumpIf(",")) return this.error(12, createLocation(typeEndPosition2, { ...typeEndPosition2 }));
        this.bumpSpace();
        let identifierAndLocation = this.parseIdentifierIfPossible();
        let pluralOffset = 0;
        if (argType !== "select" && identifierAndLocation.value === "offset") {
          if (!this.bumpIf(":")) return this.error(13, createLocation(this.clonePosition(), this.clonePosition()));
          this.bumpSpace();
          const result = this.tryParseDecimalInteger(13, 14);
          if (result.err) return result;
          this.bumpSpace();
          identifierAndLocation = this.parseIdentifierIfPossible();
          pluralOffset = result.val;
        }
        const optionsResult = this.tryParsePluralOrSelectOptions(nestingLevel, argType, expectingCloseTag, identifierAndLocation);
        if (optionsResult.err) return optionsResult;
        const argCloseResult = this.tryParseArgumentClose(openingBracePosition);
        if (argCloseResult.err) return argCloseResult;
        const location = createLocation(openingBracePosition, this.clonePosition());
        if (argType === "select") return {
          val: {
            type: 5,
            value,
            options: fromEntries(optionsResult.val),
            location
          },
          err: null
        };
        else return {
          val: {
            type: 6,
            value,
            options: fromEntries(optionsResult.val),
            offset: pluralOffset,
            pluralType: argType === "plural" ? "cardinal" : "ordinal",
            location
          },
          err: null
        };
      }
      default:
        return this.error(5, createLocation(typeStartPosition, typeEndPosition));
    }
  }
  tryParseArgumentClose(openingBracePosition) {
    if (this.isEOF() || this.char() !== 125) return this.error(1, createLocation(openingBracePosition, this.clonePosition()));
    this.bump();
    return {
      val: true,
      err: null
    };
  }
  /**
  * See: https://github.com/unicode-org/icu/blob/af7ed1f6d2298013dc303628438ec4abe1f16479/icu4c/source/common/messagepattern.cpp#L659
  */
  parseSimpleArgStyleIfPossible() {
    let nestedBraces = 0;
    const startPosition = this.clonePosition();
    while (!this.isEOF()) switch (this.char()) {
      case 39: {
        this.bump();
        let apostrophePosition = this.clonePosition();
        if (!this.bumpUntil("'")) return this.error(11, createLocation(apostrophePosition, this.clonePosition()));
        this.bump();
        break;
      }
      case 123:
        nestedBraces += 1;
        this.bump();
        break;
      case 125:
        if (nestedBraces > 0) nestedBraces -= 1;
        else return {
          val: this.message.slice(startPosition.offset, this.offset()),
          err: null
        };
        break;
      default:
        this.bump();
    }
    return {
      val: this.message.slice(startPosition.offset, this.offset()),
      err: null
    };
  }
  parseNumberSkeletonFromString(skeleton, location) {
    let tokens = [];
    try {
      tokens = parseNumberSkeletonFromString(skeleton);
    } catch {
      return this.error(7, location);
    }
    return {
      val: {
        type: 0,
        tokens,
        location,
        parsedOptions: this.shouldParseSkeletons ? parseNumberSkeleton(tokens) : {}
      },
      err: null
    };
  }
  /**
  * @param nesting_level The current nesting level of messages.
  *     This can be positive when parsing message fragment in select or plural argument options.
  * @param parent_arg_type The parent argument's type.
  * @param parsed_first_identifier If provided, this is the first identifier-like selector of
  *     the argument. It is a by-product of a previous parsing attempt.
  * @param expecting_close_tag If true, this message is directly or indirectly nested inside
  *     between a pair of opening and closing tags. The nested message will not parse beyond
  *     the closing tag boundary.
  */
  tryParsePluralOrSelectOptions(nestingLevel, parentArgType, expectCloseTag, parsedFirstIdentifier) {
    let hasOtherClause = false;
    const options = [];
    const parsedSelectors = /* @__PURE__ */ new Set();
    let { value: selector, location: selectorLocation } = parsedFirstIdentifier;
    while (true) {
      if (selector.length === 0) {
        const startPosition = this.clonePosition();
        if (parentArgType !== "select" && this.bumpIf("=")) {
          const result = this.tryParseDecimalInteger(16, 19);
          if (result.err) return result;
          selectorLocation = createLocation(startPosition, this.clonePosition());
          selector = this.message.slice(startPosition.offset, this.offset());
        } else break;
      }
      if (parsedSelectors.has(selector)) return this.error(parentArgType === "select" ? 21 : 20, selectorLocation);
      if (selector === "other") hasOtherClause = true;
      this.bumpSpace();
      const openingBracePosition = this.clonePosition();
      if (!this.bumpIf("{")) return this.error(parentArgType === "select" ? 17 : 18, createLocation(this.clonePosition(), this.clonePosition()));
      const fragmentResult = this.parseMessage(nestingLevel + 1, parentArgType, expectCloseTag);
      if (fragmentResult.err) return fragmentResult;
      const argCloseResult = this.tryParseArgumentClose(openingBracePosition);
      if (argCloseResult.err) return argCloseResult;
      options.push([selector, {
        value: fragmentResult.val,
        location: createLocation(openingBracePosition, this.clonePosition())
      }]);
      parsedSelectors.add(selector);
      this.bumpSpace();
      ({ value: selector, location: selectorLocation } = this.parseIdentifierIfPossible());
    }
    if (options.length === 0) return this.error(parentArgType === "select" ? 15 : 16, createLocation(this.clonePosition(), this.clonePosition()));
    if (this.requiresOtherClause && !hasOtherClause) return this.error(22, createLocation(this.clonePosition(), this.clonePosition()));
    return {
      val: options,
      err: null
    };
  }
  tryParseDecimalInteger(expectNumberError, invalidNumberError) {
    let sign = 1;
    const startingPosition = this.clonePosition();
    if (this.bumpIf("+")) {
    } else if (this.bumpIf("-")) sign = -1;
    let hasDigits = false;
    let decimal = 0;
    while (!this.isEOF()) {
      const ch = this.char();
      if (ch >= 48 && ch <= 57) {
        hasDigits = true;
        decimal = decimal * 10 + (ch - 48);
        this.bump();
      } else break;
    }
    const location = createLocation(startingPosition, this.clonePosition());
    if (!hasDigits) return this.error(expectNumberError, location);
    decimal *= sign;
    if (!Number.isSafeInteger(decimal)) return this.error(invalidNumberError, location);
    return {
      val: decimal,
      err: null
    };
  }
  offset() {
    return this.position.offset;
  }
  isEOF() {
    return this.offset() === this.message.length;
  }
  clonePosition() {
    return {
      offset: this.position.offset,
      line: this.position.line,
      column: this.position.column
    };
  }
  /**
  * Return the code point at the current position of the parser.
  * Throws if the index is out of bound.
  */
  char() {
    const offset = this.position.offset;
    if (offset >= this.message.length) throw Error("out of bound");
    const code = this.message.codePointAt(offset);
    if (code === void 0) throw Error(`Offset ${offset} is at invalid UTF-16 code unit boundary`);
    return code;
  }
  error(kind, location) {
    return {
      val: null,
      err: {
        kind,
        message: this.message,
        location
      }
    };
  }
  /** Bump the parser to the next UTF-16 code unit. */
  bump() {
    if (this.isEOF()) return;
    const code = this.char();
    if (code === 10) {
      this.position.line += 1;
      this.position.column = 1;
      this.position.offset += 1;
    } else {
      this.position.column += 1;
      this.position.offset += code < 65536 ? 1 : 2;
    }
  }
  /**
  * If the substring starting at the current position of the parser has
  * the given prefix, then bump the parser to the character immediately
  * following the prefix and return true. Otherwise, don't bump the parser
  * and return false.
  */
  bumpIf(prefix) {
    if (this.message.startsWith(prefix, this.offset())) {
      for (let i = 0; i < prefix.length; i++) this.bump();
      return true;
    }
    return false;
  }
  /**
  * Bump the parser until the pattern character is found and return `true`.
  * Otherwise bump to the end of the file and return `false`.
  */
  bumpUntil(pattern) {
    const currentOffset = this.offset();
    const index = this.message.indexOf(pattern, currentOffset);
    if (index >= 0) {
      this.bumpTo(index);
      return true;
    } else {
      this.bumpTo(this.message.length);
      return false;
    }
  }
  /**
  * Bump the parser to the target offset.
  * If target offset is beyond the end of the input, bump the parser to the end of the input.
  */
  bumpTo(targetOffset) {
    if (this.offset() > targetOffset) throw Error(`targetOffset ${targetOffset} must be greater than or equal to the current offset ${this.offset()}`);
    targetOffset = Math.min(targetOffset, this.message.length);
    while (true) {
      const offset = this.offset();
      if (offset === targetOffset) break;
      if (offset > targetOffset) throw Error(`targetOffset ${targetOffset} is at invalid UTF-16 code unit boundary`);
      this.bump();
      if (this.isEOF()) break;
    }
  }
  /** advance the parser through all whitespace to the next non-whitespace code unit. */
  bumpSpace() {
    while (!this.isEOF() && _isWhiteSpace(this.char())) this.bump();
  }
  /**
  * Peek at the *next* Unicode codepoint in the input without advancing the parser.
  * If the input has been exhausted, then this returns null.
  */
  peek() {
    if (this.isEOF()) return null;
    const code = this.char();
    const offset = this.offset();
    return this.message.charCodeAt(offset + (code >= 65536 ? 2 : 1)) ?? null;
  }
};
function _isAlpha(codepoint) {
  return codepoint >= 97 && codepoint <= 122 || codepoint >= 65 && codepoint <= 90;
}
function _isAlphaOrSlash(codepoint) {
  return _isAlpha(codepoint) || codepoint === 47;
}
function _isPotentialElementNameChar(c) {
  return c === 45 || c === 46 || c >= 48 && c <= 57 || c === 95 || c >= 97 && c <= 122 || c >= 65 && c <= 90 || c == 183 || c >= 192 && c <= 214 || c >= 216 && c <= 246 || c >= 248 && c <= 893 || c >= 895 && c <= 8191 || c >= 8204 && c <= 8205 || c >= 8255 && c <= 8256 || c >= 8304 && c <= 8591 || c >= 11264 && c <= 12271 || c >= 12289 && c <= 55295 || c >= 63744 && c <= 64975 || c >= 65008 && c <= 65533 || c >= 65536 && c <= 983039;
}
function _isWhiteSpace(c) {
  return c >= 9 && c <= 13 || c === 32 || c === 133 || c >= 8206 && c <= 8207 || c === 8232 || c === 8233;
}
function pruneLocation(els) {
  els.forEach((el) => {
    delete el.location;
    if (isSelectElement(el) || isPluralElement(el)) for (const k in el.options) {
      delete el.options[k].location;
      pruneLocation(el.options[k].value);
    }
    else if (isNumberElement(el) && isNumberSkeleton(el.style)) delete el.style.location;
    else if ((isDateElement(el) || isTimeElement(el)) && isDateTimeSkeleton(el.style)) delete el.style.location;
    else if (isTagElement(el)) pruneLocation(el.children);
  });
}
function parse(message, opts = {}) {
  opts = {
    shouldParseSkeletons: true,
    requiresOtherClause: true,
    ...opts
  };
  const result = new Parser(message, opts).parse();
  if (result.err) {
    const error = SyntaxError(ErrorKind[result.err.kind]);
    error.location = result.err.location;
    error.originalMessage = result.err.message;
    throw error;
  }
  if (!opts?.captureLocation) pruneLocation(result.val);
  return result.val;
}

// ../../../node_modules/.pnpm/intl-messageformat@11.2.15/node_modules/intl-messageformat/index.js
var FormatError = class extends Error {
  constructor(msg, code, originalMessage) {
    super(msg);
    this.code = code;
    this.originalMessage = originalMessage;
  }
  toString() {
    return `[formatjs Error: ${this.code}] ${this.message}`;
  }
};
var InvalidValueError = class extends FormatError {
  constructor(variableId, value, options, originalMessage) {
    super(`Invalid values for "${variableId}": "${value}". Options are "${Object.keys(options).join('", "')}"`, "INVALID_VALUE", originalMessage);
  }
};
var InvalidValueTypeError = class extends FormatError {
  constructor(value, type, originalMessage) {
    super(`Value for "${value}" must be of type ${type}`, "INVALID_VALUE", originalMessage);
  }
};
var MissingValueError = class extends FormatError {
  constructor(variableId, originalMessage) {
    super(`The intl string context variable "${variableId}" was not provided to the string "${originalMessage}"`, "MISSING_VALUE", originalMessage);
  }
};
function mergeLiteral(parts) {
  if (parts.length < 2) return parts;
  return parts.reduce((all, part) => {
    const lastPart = all[all.length - 1];
    if (!lastPart || lastPart.type !== 0 || part.type !== 0) all.push(part);
    else lastPart.value += part.value;
    return all;
  }, []);
}
function isFormatXMLElementFn(el) {
  return typeof el === "function";
}
function formatToParts(els, locales, formatters, formats2, values, currentPluralValue, originalMessage) {
  if (els.length === 1 && isLiteralElement(els[0])) return [{
    type: 0,
    value: els[0].value
  }];
  const result = [];
  for (const el of els) {
    if (isLiteralElement(el)) {
      result.push({
        type: 0,
        value: el.value
      });
      continue;
    }
    if (isPoundElement(el)) {
      if (typeof currentPluralValue === "number") result.push({
        type: 0,
        value: formatters.getNumberFormat(locales).format(currentPluralValue)
      });
      continue;
    }
    const { value: varName } = el;
    if (!(values && varName in values)) throw new MissingValueError(varName, originalMessage);
    let value = values[varName];
    if (isArgumentElement(el)) {
      if (!value || typeof value === "string" || typeof value === "number" || typeof value === "bigint") value = typeof value === "string" || typeof value === "number" || typeof value === "bigint" ? String(value) : "";
      result.push({
        type: typeof value === "string" ? 0 : 1,
        value
      });
      continue;
    }
    if (isDateElement(el)) {
      const style = typeof el.style === "string" ? formats2.date[el.style] : isDateTimeSkeleton(el.style) ? el.style.parsedOptions : void 0;
      result.push({
        type: 0,
        value: formatters.getDateTimeFormat(locales, style).format(value)
      });
      continue;
    }
    if (isTimeElement(el)) {
      const style = typeof el.style === "string" ? formats2.time[el.style] : isDateTimeSkeleton(el.style) ? el.style.parsedOptions : formats2.time.medium;
      result.push({
        type: 0,
        value: formatters.getDateTimeFormat(locales, style).format(value)
      });
      continue;
    }
    if (isNumberElement(el)) {
      const style = typeof el.style === "string" ? formats2.number[el.style] : isNumberSkeleton(el.style) ? el.style.parsedOptions : void 0;
      if (style && style.scale) {
        const scale = style.scale || 1;
        if (typeof value === "bigint") {
          if (!Number.isInteger(scale)) throw new TypeError(`Cannot apply fractional scale ${scale} to bigint value. Scale must be an integer when formatting bigint.`);
          value = value * BigInt(scale);
        } else value = value * scale;
      }
      result.push({
        type: 0,
        value: formatters.getNumberFormat(locales, style).format(value)
      });
      continue;
    }
    if (isTagElement(el)) {
      const { children, value: value2 } = el;
      const formatFn = values[value2];
      if (!isFormatXMLElementFn(formatFn)) throw new InvalidValueTypeError(value2, "function", originalMessage);
      let chunks = formatFn(formatToParts(children, locales, formatters, formats2, values, currentPluralValue).map((p) => p.value));
      if (!Array.isArray(chunks)) chunks = [chunks];
      result.push(...chunks.map((c) => {
        return {
          type: typeof c === "string" ? 0 : 1,
          value: c
        };
      }));
    }
    if (isSelectElement(el)) {
      const key = value;
      const opt = (Object.prototype.hasOwnProperty.call(el.options, key) ? el.options[key] : void 0) || el.options.other;
      if (!opt) throw new InvalidValueError(el.value, value, Object.keys(el.options), originalMessage);
      result.push(...formatToParts(opt.value, locales, formatters, formats2, values));
      continue;
    }
    if (isPluralElement(el)) {
      const exactKey = `=${value}`;
      let opt = Object.prototype.hasOwnProperty.call(el.options, exactKey) ? el.options[exactKey] : void 0;
      if (!opt) {
        if (!Intl.PluralRules) throw new FormatError(`Intl.PluralRules is not available in this environment.
Try polyfilling it using "@formatjs/intl-pluralrules"
`, "MISSING_INTL_API", originalMessage);
        const numericValue2 = typeof value === "bigint" ? Number(value) : value;
        const rule = formatters.getPluralRules(locales, { type: el.pluralType }).select(numericValue2 - (el.offset || 0));
        opt = (Object.prototype.hasOwnProperty.call(el.options, rule) ? el.options[rule] : void 0) || el.options.other;
      }
      if (!opt) throw new InvalidValueError(el.value, value, Object.keys(el.options), originalMessage);
      const numericValue = typeof value === "bigint" ? Number(value) : value;
      result.push(...formatToParts(opt.value, locales, formatters, formats2, values, numericValue - (el.offset || 0)));
      continue;
    }
  }
  return mergeLiteral(result);
}
function mergeConfig(c1, c2) {
  if (!c2) return c1;
  return {
    ...c1,
    ...c2,
    ...Object.keys(c1).reduce((all, k) => {
      all[k] = {
        ...c1[k],
        ...c2[k]
      };
      return all;
    }, {})
  };
}
function mergeConfigs(defaultConfig, configs) {
  if (!configs) return defaultConfig;
  return Object.keys(defaultConfig).reduce((all, k) => {
    all[k] = mergeConfig(defaultConfig[k], configs[k]);
    return all;
  }, { ...defaultConfig });
}
function createFastMemoizeCache(store) {
  return { create() {
    return {
      get(key) {
        return store[key];
      },
      set(key, value) {
        store[key] = value;
      }
    };
  } };
}
function createDefaultFormatters(cache = {
  number: {},
  dateTime: {},
  pluralRules: {}
}) {
  return {
    getNumberFormat: memoize((...args) => new Intl.NumberFormat(...args), {
      cache: createFastMemoizeCache(cache.number),
      strategy: strategies.variadic
    }),
    getDateTimeFormat: memoize((...args) => new Intl.DateTimeFormat(...args), {
      cache: createFastMemoizeCache(cache.dateTime),
      strategy: strategies.variadic
    }),
    getPluralRules: memoize((...args) => new Intl.PluralRules(...args), {
      cache: createFastMemoizeCache(cache.pluralRules),
      strategy: strategies.variadic
    })
  };
}
var IntlMessageFormat = class IntlMessageFormat2 {
  constructor(message, locales = IntlMessageFormat2.defaultLocale, overrideFormats, opts) {
    this.formatterCache = {
      number: {},
      dateTime: {},
      pluralRules: {}
    };
    this.format = (values) => {
      const parts = this.formatToParts(values);
      if (parts.length === 1) return parts[0].value;
      const result = parts.reduce((all, part) => {
        if (!all.length || part.type !== 0 || typeof all[all.length - 1] !== "string") all.push(part.value);
        else all[all.length - 1] += part.value;
        return all;
      }, []);
      if (result.length <= 1) return result[0] || "";
      return result;
    };
    this.formatToParts = (values) => formatToParts(this.ast, this.locales, this.formatters, this.formats, values, void 0, this.message);
    this.resolvedOptions = () => ({ locale: this.resolvedLocale?.toString() || Intl.NumberFormat.supportedLocalesOf(this.locales)[0] });
    this.getAst = () => this.ast;
    this.locales = locales;
    this.resolvedLocale = IntlMessageFormat2.resolveLocale(locales);
    if (typeof message === "string") {
      this.message = message;
      if (!IntlMessageFormat2.__parse) throw new TypeError("IntlMessageFormat.__parse must be set to process `message` of type `string`");
      const { ...parseOpts } = opts || {};
      this.ast = IntlMessageFormat2.__parse(message, {
        ...parseOpts,
        locale: this.resolvedLocale
      });
    } else this.ast = message;
    if (!Array.isArray(this.ast)) throw new TypeError("A message must be provided as a String or AST.");
    this.formats = mergeConfigs(IntlMessageFormat2.formats, overrideFormats);
    this.formatters = opts && opts.formatters || createDefaultFormatters(this.formatterCache);
  }
  static {
    this.memoizedDefaultLocale = null;
  }
  static get defaultLocale() {
    if (!IntlMessageFormat2.memoizedDefaultLocale) IntlMessageFormat2.memoizedDefaultLocale = new Intl.NumberFormat().resolvedOptions().locale;
    return IntlMessageFormat2.memoizedDefaultLocale;
  }
  static {
    this.resolveLocale = (locales) => {
      if (typeof Intl.Locale === "undefined") return;
      const supportedLocales = Intl.NumberFormat.supportedLocalesOf(locales);
      if (supportedLocales.length > 0) return new Intl.Locale(supportedLocales[0]);
      return new Intl.Locale(typeof locales === "string" ? locales : locales[0]);
    };
  }
  static {
    this.__parse = parse;
  }
  static {
    this.formats = {
      number: {
        integer: { maximumFractionDigits: 0 },
        currency: { style: "currency" },
        percent: { style: "percent" }
      },
      date: {
        short: {
          month: "numeric",
          day: "numeric",
          year: "2-digit"
        },
        medium: {
          month: "short",
          day: "numeric",
          year: "numeric"
        },
        long: {
          month: "long",
          day: "numeric",
          year: "numeric"
        },
        full: {
          weekday: "long",
          month: "long",
          day: "numeric",
          year: "numeric"
        }
      },
      time: {
        short: {
          hour: "numeric",
          minute: "numeric"
        },
        medium: {
          hour: "numeric",
          minute: "numeric",
          second: "numeric"
        },
        long: {
          hour: "numeric",
          minute: "numeric",
          second: "numeric",
          timeZoneName: "short"
        },
        full: {
          hour: "numeric",
          minute: "numeric",
          second: "numeric",
          timeZoneName: "short"
        }
      }
    };
  }
};

// ../../../packages/cli/locales/en.json
var en_default = {
  "program.description": "Sceau from a terminal or a CI job: deposits with a qualified timestamp, file transfers, offline proof checks, git releases.",
  "program.exitCodes": "Exit codes:\n  0  done\n  1  usage: bad arguments, missing file, not a proof bundle\n  2  authentication: not logged in, token or API key refused\n  3  refused by the server (validation, plan, quota, payment)\n  4  network: the instance did not answer (run the same command again: it resumes)\n  5  verification failed (sceau verify)",
  "option.json": "print the result as JSON on stdout (progress and messages stay on stderr)",
  "login.description": "Save the instance address and a personal access token (made in the web app: account settings \u2192 access tokens); checked with GET /api/v2/users/me.",
  "login.url": "instance address, e.g. https://sceau.example.org (or SCEAU_URL)",
  "login.token": "personal access token sct_\u2026 (or SCEAU_TOKEN, or typed / piped on standard input)",
  "logout.description": "Forget the saved token (revoke it in the web app to end it everywhere).",
  "deposit.description": "Deposit files or a folder: qualified timestamp, certificate and conservation. Run again after an interruption, the same command finishes the same deposit.",
  "arg.paths": "files and/or folders",
  "deposit.hashOnly": "deposit only the SHA-256 of each file: the bytes never leave this machine",
  "option.years": "conservation years: 1, 3, 5 or 10",
  "option.coAuthor": "a co-author (repeat for several)",
  "deposit.title": "deposit title (default: the file or folder name)",
  "deposit.descriptionOption": "deposit description",
  "deposit.noWait": "return once uploaded, without waiting for the deposit to be protected",
  "transfer.description": "Send files or a folder by email (--to) or as a download link (--link).",
  "transfer.to": "a recipient (repeat, or separate with commas)",
  "transfer.link": "no email: print a download link to share",
  "transfer.message": "message to the recipients",
  "transfer.title": "transfer title",
  "transfer.expiryDays": "days before the files are deleted",
  "verify.description": "Check a proof bundle (.zip) offline, layer by layer: timestamp, certificate chain, Merkle proof, security hash.",
  "verify.bundle": "the proof bundle downloaded from the deposit, a proof-of-delivery export, or the proof of one end-to-end encrypted file",
  "verify.file": "the original file: its SHA-256 must be the deposited (or certified) one; for a proof of delivery, once per delivered file",
  "verify.roots": "trusted TSA root certificate(s); default: the root shipped in the bundle",
  "verify.rpc": "EVM JSON-RPC endpoint: look the Merkle root up on chain",
  "verify.key": "the platform's security-hash public key; default: the key in the bundle",
  "verify.verbose": "print every sub-check",
  "release.description": "Record a git release (the deploy action runs the same code): deposits the `git archive` of a tag or commit (or built artifacts), with the authors of the commits since the previous tag as co-authors. Authenticates with an organization API key from SCEAU_API_KEY_ID and SCEAU_API_KEY_SECRET. Run again, it answers the release it made.",
  "release.url": "instance address (or SCEAU_URL, or the one saved by login)",
  "release.repository": "repository name, e.g. owner/project (default: GITHUB_REPOSITORY, CI_PROJECT_PATH or the folder name)",
  "release.tag": "the release tag",
  "release.commit": "the commit (default: the tag's commit, or HEAD)",
  "release.archive": "deposit this file instead of `git archive` of the tag or commit",
  "release.path": "built artifacts to deposit, packed in one .tar.gz (repeat for several)",
  "release.noGitAuthors": "only the --co-author given: not the authors of the commits since the previous tag",
  "release.noWait": "return once recorded, without waiting for the deposit to be protected",
  "release.waitSeconds": "stop waiting for the seal after this many seconds (exit 4; run again to follow it)",
  "error.notLoggedIn": "Not logged in: run `sceau login` first.",
  "error.namePaths": "Name at least one file or folder.",
  "error.noSuchPath": "No such file or folder: {path}",
  "error.notAFile": "Not a file or folder: {path}",
  "error.emptyFolder": "The folder has no file to send.",
  "error.samePath": "Two files would have the same path: {path}",
  "error.notAnAddress": "Not an instance address: {url} (expected e.g. https://sceau.example.org)",
  "error.notHttp": "Not an http(s) address: {url}",
  "error.unreachable": "Cannot reach {origin}: {reason}",
  "error.unexpectedAnswer": "{origin} answered something other than the Sceau API (HTTP {status}).",
  "error.notSceau": "{origin} is not a Sceau instance: it has no Sceau API at /api/v2 (HTTP {status}). Check the address.",
  "error.withCode": "{message} [{code}]",
  "login.askUrl": "Sceau instance URL: ",
  "login.askToken": "Personal access token (account settings \u2192 access tokens): ",
  "error.urlRequired": "Give the instance address with --url (or SCEAU_URL).",
  "error.tokenRequired": "Give a personal access token with --token, SCEAU_TOKEN or on standard input.",
  "error.tokenRefused": "{origin} refused this token: {reason}",
  "login.done": "Logged in to {origin} as {email} (saved in {path}).",
  "logout.done": "Logged out of {origin}: the token is forgotten here. Revoke it in the account settings if it should stop working everywhere.",
  "logout.none": "Not logged in.",
  "error.years": "--years must be one of {years}.",
  "error.coAuthorFormat": 'Co-author "{value}": write it as "{form}".',
  "error.coAuthorNames": 'Co-author "{value}": give a first name and a last name.',
  "progress.hashing": "Hashing",
  "progress.uploading": "Uploading",
  "progress.sealing": "Sealing",
  "progress.release": "Release",
  "progress.files": "{done}/{total} files",
  "progress.seconds": "{state} ({seconds} s)",
  "progress.percent": "Uploading: {percent} % ({sent} / {total} bytes)",
  "deposit.resuming": "Resuming deposit {id}.",
  "deposit.uploaded": "Deposit {id}: its files are on the server, waiting for the seal.",
  "deposit.line": 'Deposit {number} "{title}": {state}',
  "deposit.waitingPayment": "Waiting for payment: {url}",
  "error.paymentPending": "The deposit waits for its payment: {url}",
  "error.seeWebApp": "see the web app",
  "error.cancelled": "The deposit was canceled.",
  "error.notUploaded": "{count, plural, one {# file not uploaded} other {# files not uploaded}}: {files} ({reason})",
  "error.runAgain": "{message}; run the same command again to resume.",
  "error.toOrLink": "Choose --to or --link, not both.",
  "error.recipients": "Give the recipients with --to (one or more), or --link for a download link.",
  "error.expiryDays": "--expiry-days must be a whole number of days.",
  "transfer.resuming": "Resuming transfer {id}.",
  "transfer.sentTo": "{count, plural, one {Sent to {recipients}: # file, until {date}.} other {Sent to {recipients}: # files, until {date}.}}",
  "transfer.linkLine": "Download link (until {date}):",
  "error.noApiKey": "Set SCEAU_API_KEY_ID and SCEAU_API_KEY_SECRET: an organization API key with the \u201Cdeposit\u201D scope and the \u201CRepository deposits\u201D permission.",
  "error.urlRequiredRelease": "Give the instance address with --url or SCEAU_URL.",
  "error.refRequired": "Give --tag or --commit (or --archive with --repository and --commit).",
  "error.archiveOrPaths": "Give --archive or --path, not both.",
  "error.git": "git {args} failed: {reason}",
  "error.tar": "tar failed: {reason}",
  "error.noSuchArchive": "No such archive: {path}",
  "release.start": "{count, plural, =0 {Release {repository} {ref} ({commit}), no co-author} one {Release {repository} {ref} ({commit}), # co-author} other {Release {repository} {ref} ({commit}), # co-authors}}",
  "release.archiveLine": "Archive {name}: {size} bytes, sha256 {sha256}",
  "release.existing": "This release was deposited before (same repository, tag, commit and archive): release {id}; nothing is deposited or charged twice.",
  "release.resuming": "Resuming release {id}.",
  "release.received": "Archive received and checked: release {id}, waiting for its deposit to be sealed.",
  "release.line": "Release {repository} {ref}: {state}, archive {name} sha256 {sha256}",
  "release.deposit": "Deposit {number}: {url}",
  "release.error": "Error: {error}",
  "error.releaseFailed": "The release's deposit failed: {error}",
  "error.sealTimeout": "The deposit was not sealed within {seconds} seconds (release {id}): run the same command again to follow it.",
  "error.notABundle": "Not a Sceau proof bundle: {path} ({reason}).",
  "summary.title": "Sceau deposit of {repository} {ref}",
  "summary.deposit": "Deposit",
  "summary.certificate": "Certificate",
  "summary.archive": "Archive",
  "summary.state": "State",
  "summary.existing": "Deposited by an earlier run (same repository, tag, commit and archive): nothing was deposited or charged twice.",
  "summary.failed": "Sceau deposit failed",
  "error.actionInputs": "The inputs url, api-key-id and api-key-secret are required: an organization API key with the \u201Cdeposit\u201D scope and the \u201CRepository deposits\u201D permission.",
  "transfer.e2e": "end-to-end encryption: files and names are encrypted here; the key goes only into the link's #fragment (or use a passphrase from SCEAU_PASSPHRASE, required with --to)",
  "transfer.e2eNote": "Files encrypted on this machine: the server receives ciphertext and commitments only.",
  "transfer.certified": "Certified before encryption: the commitments were timestamped on {date}.",
  "progress.encrypting": "Encrypting",
  "download.description": "Download an end-to-end encrypted transfer, decrypt it here and check each file against what the sender certified (the key in the link, or SCEAU_PASSPHRASE; a link password in SCEAU_TRANSFER_PASSWORD).",
  "download.link": "the download link, with its #k= key",
  "download.out": "folder to save the files in (default: the current folder)",
  "download.proofs": "also write each file's proof for a third party next to it (FILE.sceau-proof.zip, without its name; sceau verify checks it)",
  "download.identical": "{path}: identical to what the sender certified on {date}",
  "download.proof": "  proof of this file, for a third party: {path}",
  "e2e.manifest": "the manifest",
  "e2e.refused": "{what}: refused, {reason}. Nothing was kept of it.",
  "e2e.refused.format": "it is not a Sceau encrypted file",
  "e2e.refused.decrypt": "the key or passphrase is wrong, or the encrypted bytes were altered",
  "e2e.refused.truncated": "the encrypted file is truncated",
  "e2e.refused.mismatch": "it differs from what the sender certified",
  "e2e.refused.manifest": "the manifest is invalid",
  "error.e2ePassphrase": "An encrypted transfer sent by email needs a passphrase: set SCEAU_PASSPHRASE and give it to the recipients another way (or use --link, whose link carries the key).",
  "error.e2eChanged": "{file} changed since the interrupted run of this transfer: put it back as it was and run the command again.",
  "error.e2ePassphraseChanged": "SCEAU_PASSPHRASE is not the passphrase of the interrupted run of this transfer: set the one it was started with (the recipients will need that one).",
  "error.notATransferLink": "Not a transfer link: {link}",
  "error.linkPassword": "This transfer has a password: set {variable}.",
  "error.notEncrypted": "This transfer is not end-to-end encrypted: download it from its page.",
  "error.certificationMismatch": "The timestamp does not cover this transfer's commitments: nothing was downloaded.",
  "error.passphraseRequired": "This transfer is opened with a passphrase: set {variable}.",
  "error.keyRequired": "The link has no key (#k=\u2026): give the whole link, as the sender shared it.",
  "error.exists": "{path} already exists: choose another folder with --out."
};

// ../../../packages/cli/locales/fr.json
var fr_default = {
  "program.description": "Sceau depuis un terminal ou une t\xE2che de CI : d\xE9p\xF4ts avec horodatage qualifi\xE9, transferts de fichiers, v\xE9rification hors ligne des preuves, versions git.",
  "program.exitCodes": "Codes de sortie :\n  0  termin\xE9\n  1  usage : arguments incorrects, fichier absent, pas un dossier de preuve\n  2  authentification : non connect\xE9, jeton ou cl\xE9 d\u2019API refus\xE9\n  3  refus\xE9 par le serveur (validation, offre, quota, paiement)\n  4  r\xE9seau : l\u2019instance n\u2019a pas r\xE9pondu (relancez la m\xEAme commande : elle reprend)\n  5  v\xE9rification \xE9chou\xE9e (sceau verify)",
  "option.json": "affiche le r\xE9sultat en JSON sur la sortie standard (progression et messages restent sur stderr)",
  "login.description": "Enregistre l\u2019adresse de l\u2019instance et un jeton d\u2019acc\xE8s personnel (cr\xE9\xE9 dans l\u2019application : param\xE8tres du compte \u2192 jetons d\u2019acc\xE8s) ; v\xE9rifi\xE9 par GET /api/v2/users/me.",
  "login.url": "adresse de l\u2019instance, par ex. https://sceau.example.org (ou SCEAU_URL)",
  "login.token": "jeton d\u2019acc\xE8s personnel sct_\u2026 (ou SCEAU_TOKEN, ou saisi / transmis sur l\u2019entr\xE9e standard)",
  "logout.description": "Oublie le jeton enregistr\xE9 (r\xE9voquez-le dans l\u2019application pour le d\xE9sactiver partout).",
  "deposit.description": "D\xE9pose des fichiers ou un dossier : horodatage qualifi\xE9, certificat et conservation. Relanc\xE9e apr\xE8s une interruption, la m\xEAme commande termine le m\xEAme d\xE9p\xF4t.",
  "arg.paths": "fichiers et/ou dossiers",
  "deposit.hashOnly": "ne d\xE9pose que le SHA-256 de chaque fichier : les octets ne quittent jamais cette machine",
  "option.years": "ann\xE9es de conservation : 1, 3, 5 ou 10",
  "option.coAuthor": "un coauteur (\xE0 r\xE9p\xE9ter pour plusieurs)",
  "deposit.title": "titre du d\xE9p\xF4t (par d\xE9faut : le nom du fichier ou du dossier)",
  "deposit.descriptionOption": "description du d\xE9p\xF4t",
  "deposit.noWait": "rend la main une fois l\u2019envoi fini, sans attendre que le d\xE9p\xF4t soit prot\xE9g\xE9",
  "transfer.description": "Envoie des fichiers ou un dossier par e-mail (--to) ou sous forme de lien de t\xE9l\xE9chargement (--link).",
  "transfer.to": "un destinataire (\xE0 r\xE9p\xE9ter, ou s\xE9par\xE9s par des virgules)",
  "transfer.link": "sans e-mail : affiche un lien de t\xE9l\xE9chargement \xE0 partager",
  "transfer.message": "message aux destinataires",
  "transfer.title": "titre du transfert",
  "transfer.expiryDays": "jours avant la suppression des fichiers",
  "verify.description": "V\xE9rifie un dossier de preuve (.zip) hors ligne, couche par couche : horodatage, cha\xEEne de certificats, preuve de Merkle, hash de s\xE9curit\xE9.",
  "verify.bundle": "le dossier de preuve t\xE9l\xE9charg\xE9 depuis le d\xE9p\xF4t, l\u2019export d\u2019une preuve de remise ou la preuve d\u2019un fichier chiffr\xE9 de bout en bout",
  "verify.file": "le fichier original : son SHA-256 doit \xEAtre celui d\xE9pos\xE9 (ou certifi\xE9) ; pour une preuve de remise, une fois par fichier remis",
  "verify.roots": "certificat(s) racine d\u2019horodatage de confiance ; par d\xE9faut : la racine fournie dans le dossier",
  "verify.rpc": "point JSON-RPC EVM : cherche la racine de Merkle sur la cha\xEEne",
  "verify.key": "la cl\xE9 publique du hash de s\xE9curit\xE9 de la plateforme ; par d\xE9faut : la cl\xE9 du dossier",
  "verify.verbose": "affiche chaque sous-v\xE9rification",
  "release.description": "Enregistre une version git (l\u2019action de d\xE9ploiement ex\xE9cute le m\xEAme code) : d\xE9pose le `git archive` d\u2019un tag ou d\u2019un commit (ou des artefacts construits), avec pour coauteurs les auteurs des commits depuis le tag pr\xE9c\xE9dent. S\u2019authentifie avec une cl\xE9 d\u2019API d\u2019organisation lue dans SCEAU_API_KEY_ID et SCEAU_API_KEY_SECRET. Relanc\xE9e, elle r\xE9pond la version d\xE9j\xE0 faite.",
  "release.url": "adresse de l\u2019instance (ou SCEAU_URL, ou celle enregistr\xE9e par login)",
  "release.repository": "nom du d\xE9p\xF4t de code, par ex. owner/project (par d\xE9faut : GITHUB_REPOSITORY, CI_PROJECT_PATH ou le nom du dossier)",
  "release.tag": "le tag de la version",
  "release.commit": "le commit (par d\xE9faut : celui du tag, ou HEAD)",
  "release.archive": "d\xE9pose ce fichier au lieu du `git archive` du tag ou du commit",
  "release.path": "artefacts construits \xE0 d\xE9poser, r\xE9unis dans un .tar.gz (\xE0 r\xE9p\xE9ter pour plusieurs)",
  "release.noGitAuthors": "seulement les --co-author donn\xE9s : pas les auteurs des commits depuis le tag pr\xE9c\xE9dent",
  "release.noWait": "rend la main une fois la version enregistr\xE9e, sans attendre que le d\xE9p\xF4t soit prot\xE9g\xE9",
  "release.waitSeconds": "cesse d\u2019attendre le scellement apr\xE8s ce nombre de secondes (code 4 ; relancez pour le suivre)",
  "error.notLoggedIn": "Non connect\xE9 : lancez d\u2019abord `sceau login`.",
  "error.namePaths": "Indiquez au moins un fichier ou un dossier.",
  "error.noSuchPath": "Fichier ou dossier introuvable : {path}",
  "error.notAFile": "Ni un fichier ni un dossier : {path}",
  "error.emptyFolder": "Le dossier ne contient aucun fichier \xE0 envoyer.",
  "error.samePath": "Deux fichiers auraient le m\xEAme chemin : {path}",
  "error.notAnAddress": "Pas une adresse d\u2019instance : {url} (attendu par ex. https://sceau.example.org)",
  "error.notHttp": "Pas une adresse http(s) : {url}",
  "error.unreachable": "Impossible de joindre {origin} : {reason}",
  "error.unexpectedAnswer": "{origin} a r\xE9pondu autre chose que l\u2019API de Sceau (HTTP {status}).",
  "error.notSceau": "{origin} n\u2019est pas une instance Sceau : elle n\u2019a pas d\u2019API Sceau sous /api/v2 (HTTP {status}). V\xE9rifiez l\u2019adresse.",
  "error.withCode": "{message} [{code}]",
  "login.askUrl": "Adresse de l\u2019instance Sceau : ",
  "login.askToken": "Jeton d\u2019acc\xE8s personnel (param\xE8tres du compte \u2192 jetons d\u2019acc\xE8s) : ",
  "error.urlRequired": "Indiquez l\u2019adresse de l\u2019instance avec --url (ou SCEAU_URL).",
  "error.tokenRequired": "Donnez un jeton d\u2019acc\xE8s personnel avec --token, SCEAU_TOKEN ou sur l\u2019entr\xE9e standard.",
  "error.tokenRefused": "{origin} a refus\xE9 ce jeton : {reason}",
  "login.done": "Connect\xE9 \xE0 {origin} en tant que {email} (enregistr\xE9 dans {path}).",
  "logout.done": "D\xE9connect\xE9 de {origin} : le jeton est oubli\xE9 ici. R\xE9voquez-le dans les param\xE8tres du compte pour qu\u2019il ne fonctionne plus nulle part.",
  "logout.none": "Non connect\xE9.",
  "error.years": "--years doit valoir {years}.",
  "error.coAuthorFormat": "Coauteur \xAB {value} \xBB : \xE9crivez-le \xAB {form} \xBB.",
  "error.coAuthorNames": "Coauteur \xAB {value} \xBB : donnez un pr\xE9nom et un nom.",
  "progress.hashing": "Calcul des empreintes",
  "progress.uploading": "Envoi",
  "progress.sealing": "Scellement",
  "progress.release": "Version",
  "progress.files": "{done}/{total} fichiers",
  "progress.seconds": "{state} ({seconds} s)",
  "progress.percent": "Envoi : {percent} % ({sent} / {total} octets)",
  "deposit.resuming": "Reprise du d\xE9p\xF4t {id}.",
  "deposit.uploaded": "D\xE9p\xF4t {id} : ses fichiers sont sur le serveur, en attente du scellement.",
  "deposit.line": "D\xE9p\xF4t {number} \xAB {title} \xBB : {state}",
  "deposit.waitingPayment": "En attente de paiement : {url}",
  "error.paymentPending": "Le d\xE9p\xF4t attend son paiement : {url}",
  "error.seeWebApp": "voir l\u2019application",
  "error.cancelled": "Le d\xE9p\xF4t a \xE9t\xE9 annul\xE9.",
  "error.notUploaded": "{count, plural, one {# fichier non envoy\xE9} other {# fichiers non envoy\xE9s}} : {files} ({reason})",
  "error.runAgain": "{message} ; relancez la m\xEAme commande pour reprendre.",
  "error.toOrLink": "Choisissez --to ou --link, pas les deux.",
  "error.recipients": "Indiquez les destinataires avec --to (un ou plusieurs), ou --link pour un lien de t\xE9l\xE9chargement.",
  "error.expiryDays": "--expiry-days doit \xEAtre un nombre entier de jours.",
  "transfer.resuming": "Reprise du transfert {id}.",
  "transfer.sentTo": "{count, plural, one {Envoy\xE9 \xE0 {recipients} : # fichier, jusqu\u2019au {date}.} other {Envoy\xE9 \xE0 {recipients} : # fichiers, jusqu\u2019au {date}.}}",
  "transfer.linkLine": "Lien de t\xE9l\xE9chargement (jusqu\u2019au {date}) :",
  "error.noApiKey": "D\xE9finissez SCEAU_API_KEY_ID et SCEAU_API_KEY_SECRET : une cl\xE9 d\u2019API d\u2019organisation avec le droit d\u2019acc\xE8s \xAB D\xE9poser \xBB et la permission \xAB D\xE9p\xF4ts depuis un d\xE9p\xF4t de code \xBB.",
  "error.urlRequiredRelease": "Indiquez l\u2019adresse de l\u2019instance avec --url ou SCEAU_URL.",
  "error.refRequired": "Indiquez --tag ou --commit (ou --archive avec --repository et --commit).",
  "error.archiveOrPaths": "Donnez --archive ou --path, pas les deux.",
  "error.git": "git {args} a \xE9chou\xE9 : {reason}",
  "error.tar": "tar a \xE9chou\xE9 : {reason}",
  "error.noSuchArchive": "Archive introuvable : {path}",
  "release.start": "{count, plural, =0 {Version {repository} {ref} ({commit}), sans coauteur} one {Version {repository} {ref} ({commit}), # coauteur} other {Version {repository} {ref} ({commit}), # coauteurs}}",
  "release.archiveLine": "Archive {name} : {size} octets, sha256 {sha256}",
  "release.existing": "Cette version a d\xE9j\xE0 \xE9t\xE9 d\xE9pos\xE9e (m\xEAme d\xE9p\xF4t de code, tag, commit et archive) : version {id} ; rien n\u2019est d\xE9pos\xE9 ni factur\xE9 deux fois.",
  "release.resuming": "Reprise de la version {id}.",
  "release.received": "Archive re\xE7ue et v\xE9rifi\xE9e : version {id}, en attente du scellement de son d\xE9p\xF4t.",
  "release.line": "Version {repository} {ref} : {state}, archive {name} sha256 {sha256}",
  "release.deposit": "D\xE9p\xF4t {number} : {url}",
  "release.error": "Erreur : {error}",
  "error.releaseFailed": "Le d\xE9p\xF4t de la version a \xE9chou\xE9 : {error}",
  "error.sealTimeout": "Le d\xE9p\xF4t n\u2019a pas \xE9t\xE9 scell\xE9 en {seconds} secondes (version {id}) : relancez la m\xEAme commande pour le suivre.",
  "error.notABundle": "Pas un dossier de preuve Sceau : {path} ({reason}).",
  "summary.title": "D\xE9p\xF4t Sceau de {repository} {ref}",
  "summary.deposit": "D\xE9p\xF4t",
  "summary.certificate": "Certificat",
  "summary.archive": "Archive",
  "summary.state": "\xC9tat",
  "summary.existing": "D\xE9pos\xE9e par une ex\xE9cution pr\xE9c\xE9dente (m\xEAme d\xE9p\xF4t de code, tag, commit et archive) : rien n\u2019a \xE9t\xE9 d\xE9pos\xE9 ni factur\xE9 deux fois.",
  "summary.failed": "\xC9chec du d\xE9p\xF4t Sceau",
  "error.actionInputs": "Les entr\xE9es url, api-key-id et api-key-secret sont requises : une cl\xE9 d\u2019API d\u2019organisation avec le droit d\u2019acc\xE8s \xAB D\xE9poser \xBB et la permission \xAB D\xE9p\xF4ts depuis un d\xE9p\xF4t de code \xBB.",
  "transfer.e2e": "chiffrement de bout en bout : fichiers et noms sont chiffr\xE9s ici ; la cl\xE9 ne figure que dans le #fragment du lien (ou une phrase secr\xE8te dans SCEAU_PASSPHRASE, obligatoire avec --to)",
  "transfer.e2eNote": "Fichiers chiffr\xE9s sur cette machine : le serveur ne re\xE7oit que du texte chiffr\xE9 et des engagements.",
  "transfer.certified": "Certifi\xE9 avant chiffrement : les engagements ont \xE9t\xE9 horodat\xE9s le {date}.",
  "progress.encrypting": "Chiffrement",
  "download.description": "T\xE9l\xE9charger un transfert chiffr\xE9 de bout en bout, le d\xE9chiffrer ici et v\xE9rifier chaque fichier par rapport \xE0 ce que l\u2019exp\xE9diteur a certifi\xE9 (la cl\xE9 du lien, ou SCEAU_PASSPHRASE ; un mot de passe de lien dans SCEAU_TRANSFER_PASSWORD).",
  "download.link": "le lien de t\xE9l\xE9chargement, avec sa cl\xE9 #k=",
  "download.out": "dossier o\xF9 enregistrer les fichiers (par d\xE9faut : le dossier courant)",
  "download.proofs": "\xE9crit aussi, \xE0 c\xF4t\xE9 de chaque fichier, sa preuve pour un tiers (FICHIER.sceau-proof.zip, sans son nom ; sceau verify la v\xE9rifie)",
  "download.identical": "{path} : identique \xE0 ce que l\u2019exp\xE9diteur a certifi\xE9 le {date}",
  "download.proof": "  preuve de ce fichier, pour un tiers : {path}",
  "e2e.manifest": "le manifeste",
  "e2e.refused": "{what} : refus\xE9, {reason}. Rien n\u2019en a \xE9t\xE9 gard\xE9.",
  "e2e.refused.format": "ce n\u2019est pas un fichier chiffr\xE9 Sceau",
  "e2e.refused.decrypt": "la cl\xE9 ou la phrase secr\xE8te est fausse, ou les octets chiffr\xE9s ont \xE9t\xE9 modifi\xE9s",
  "e2e.refused.truncated": "le fichier chiffr\xE9 est tronqu\xE9",
  "e2e.refused.mismatch": "il diff\xE8re de ce que l\u2019exp\xE9diteur a certifi\xE9",
  "e2e.refused.manifest": "le manifeste est invalide",
  "error.e2ePassphrase": "Un transfert chiffr\xE9 envoy\xE9 par e-mail demande une phrase secr\xE8te : d\xE9finissez SCEAU_PASSPHRASE et transmettez-la aux destinataires par un autre moyen (ou utilisez --link, dont le lien porte la cl\xE9).",
  "error.e2eChanged": "{file} a chang\xE9 depuis l\u2019ex\xE9cution interrompue de ce transfert : remettez-le tel qu\u2019il \xE9tait et relancez la commande.",
  "error.e2ePassphraseChanged": "SCEAU_PASSPHRASE n\u2019est pas la phrase secr\xE8te de l\u2019ex\xE9cution interrompue de ce transfert : d\xE9finissez celle avec laquelle il a commenc\xE9 (c\u2019est celle qu\u2019il faudra aux destinataires).",
  "error.notATransferLink": "Ce n\u2019est pas un lien de transfert : {link}",
  "error.linkPassword": "Ce transfert a un mot de passe : d\xE9finissez {variable}.",
  "error.notEncrypted": "Ce transfert n\u2019est pas chiffr\xE9 de bout en bout : t\xE9l\xE9chargez-le depuis sa page.",
  "error.certificationMismatch": "L\u2019horodatage ne couvre pas les engagements de ce transfert : rien n\u2019a \xE9t\xE9 t\xE9l\xE9charg\xE9.",
  "error.passphraseRequired": "Ce transfert s\u2019ouvre avec une phrase secr\xE8te : d\xE9finissez {variable}.",
  "error.keyRequired": "Le lien n\u2019a pas de cl\xE9 (#k=\u2026) : donnez le lien entier, tel que l\u2019exp\xE9diteur l\u2019a partag\xE9.",
  "error.exists": "{path} existe d\xE9j\xE0 : choisissez un autre dossier avec --out."
};

// ../../../packages/cli/locales/es.json
var es_default = {
  "program.description": "Sceau desde un terminal o una tarea de CI: dep\xF3sitos con sello de tiempo cualificado, transferencias de archivos, verificaci\xF3n de pruebas sin conexi\xF3n, versiones git.",
  "program.exitCodes": "C\xF3digos de salida:\n  0  terminado\n  1  uso: argumentos incorrectos, archivo ausente, no es un expediente de prueba\n  2  autenticaci\xF3n: sin sesi\xF3n, token o clave de API rechazados\n  3  rechazado por el servidor (validaci\xF3n, plan, cuota, pago)\n  4  red: la instancia no respondi\xF3 (vuelve a ejecutar el mismo comando: se reanuda)\n  5  verificaci\xF3n fallida (sceau verify)",
  "option.json": "muestra el resultado en JSON en la salida est\xE1ndar (el progreso y los mensajes quedan en stderr)",
  "login.description": "Guarda la direcci\xF3n de la instancia y un token de acceso personal (creado en la aplicaci\xF3n: ajustes de la cuenta \u2192 tokens de acceso); se comprueba con GET /api/v2/users/me.",
  "login.url": "direcci\xF3n de la instancia, p. ej. https://sceau.example.org (o SCEAU_URL)",
  "login.token": "token de acceso personal sct_\u2026 (o SCEAU_TOKEN, o escrito / enviado por la entrada est\xE1ndar)",
  "logout.description": "Olvida el token guardado (rev\xF3calo en la aplicaci\xF3n para anularlo en todas partes).",
  "deposit.description": "Deposita archivos o una carpeta: sello de tiempo cualificado, certificado y conservaci\xF3n. Si se interrumpe, el mismo comando termina el mismo dep\xF3sito.",
  "arg.paths": "archivos y/o carpetas",
  "deposit.hashOnly": "deposita solo el SHA-256 de cada archivo: los bytes nunca salen de esta m\xE1quina",
  "option.years": "a\xF1os de conservaci\xF3n: 1, 3, 5 o 10",
  "option.coAuthor": "un coautor (rep\xEDtelo para varios)",
  "deposit.title": "t\xEDtulo del dep\xF3sito (por defecto: el nombre del archivo o de la carpeta)",
  "deposit.descriptionOption": "descripci\xF3n del dep\xF3sito",
  "deposit.noWait": "termina una vez subido, sin esperar a que el dep\xF3sito est\xE9 protegido",
  "transfer.description": "Env\xEDa archivos o una carpeta por correo (--to) o como enlace de descarga (--link).",
  "transfer.to": "un destinatario (rep\xEDtelo, o sep\xE1ralos con comas)",
  "transfer.link": "sin correo: muestra un enlace de descarga para compartir",
  "transfer.message": "mensaje a los destinatarios",
  "transfer.title": "t\xEDtulo de la transferencia",
  "transfer.expiryDays": "d\xEDas antes de que se borren los archivos",
  "verify.description": "Verifica un expediente de prueba (.zip) sin conexi\xF3n, capa por capa: sello de tiempo, cadena de certificados, prueba de Merkle, hash de seguridad.",
  "verify.bundle": "el expediente de prueba descargado del dep\xF3sito, la exportaci\xF3n de una prueba de entrega o la prueba de un archivo cifrado de extremo a extremo",
  "verify.file": "el archivo original: su SHA-256 debe ser el depositado (o certificado); para una prueba de entrega, una vez por archivo entregado",
  "verify.roots": "certificado(s) ra\xEDz de sellado de confianza; por defecto: la ra\xEDz incluida en el paquete",
  "verify.rpc": "punto JSON-RPC EVM: busca la ra\xEDz de Merkle en la cadena",
  "verify.key": "la clave p\xFAblica del hash de seguridad de la plataforma; por defecto: la clave del paquete",
  "verify.verbose": "muestra cada subcomprobaci\xF3n",
  "release.description": "Registra una versi\xF3n git (la acci\xF3n de despliegue ejecuta el mismo c\xF3digo): deposita el `git archive` de un tag o commit (o artefactos construidos), con los autores de los commits desde el tag anterior como coautores. Se autentica con una clave de API de organizaci\xF3n de SCEAU_API_KEY_ID y SCEAU_API_KEY_SECRET. Si se vuelve a ejecutar, responde la versi\xF3n ya hecha.",
  "release.url": "direcci\xF3n de la instancia (o SCEAU_URL, o la guardada por login)",
  "release.repository": "nombre del repositorio, p. ej. owner/project (por defecto: GITHUB_REPOSITORY, CI_PROJECT_PATH o el nombre de la carpeta)",
  "release.tag": "el tag de la versi\xF3n",
  "release.commit": "el commit (por defecto: el del tag, o HEAD)",
  "release.archive": "deposita este archivo en lugar del `git archive` del tag o commit",
  "release.path": "artefactos construidos que depositar, reunidos en un .tar.gz (rep\xEDtelo para varios)",
  "release.noGitAuthors": "solo los --co-author indicados: no los autores de los commits desde el tag anterior",
  "release.noWait": "termina una vez registrada, sin esperar a que el dep\xF3sito est\xE9 protegido",
  "release.waitSeconds": "deja de esperar el sellado tras estos segundos (c\xF3digo 4; vuelve a ejecutar para seguirlo)",
  "error.notLoggedIn": "Sin sesi\xF3n: ejecuta primero `sceau login`.",
  "error.namePaths": "Indica al menos un archivo o una carpeta.",
  "error.noSuchPath": "No existe el archivo o la carpeta: {path}",
  "error.notAFile": "No es un archivo ni una carpeta: {path}",
  "error.emptyFolder": "La carpeta no tiene ning\xFAn archivo que enviar.",
  "error.samePath": "Dos archivos tendr\xEDan la misma ruta: {path}",
  "error.notAnAddress": "No es una direcci\xF3n de instancia: {url} (se espera p. ej. https://sceau.example.org)",
  "error.notHttp": "No es una direcci\xF3n http(s): {url}",
  "error.unreachable": "No se puede contactar con {origin}: {reason}",
  "error.unexpectedAnswer": "{origin} respondi\xF3 algo distinto de la API de Sceau (HTTP {status}).",
  "error.notSceau": "{origin} no es una instancia de Sceau: no tiene API de Sceau en /api/v2 (HTTP {status}). Comprueba la direcci\xF3n.",
  "error.withCode": "{message} [{code}]",
  "login.askUrl": "Direcci\xF3n de la instancia Sceau: ",
  "login.askToken": "Token de acceso personal (ajustes de la cuenta \u2192 tokens de acceso): ",
  "error.urlRequired": "Indica la direcci\xF3n de la instancia con --url (o SCEAU_URL).",
  "error.tokenRequired": "Indica un token de acceso personal con --token, SCEAU_TOKEN o por la entrada est\xE1ndar.",
  "error.tokenRefused": "{origin} rechaz\xF3 este token: {reason}",
  "login.done": "Sesi\xF3n iniciada en {origin} como {email} (guardada en {path}).",
  "logout.done": "Sesi\xF3n cerrada en {origin}: el token se olvida aqu\xED. Rev\xF3calo en los ajustes de la cuenta para que deje de funcionar en todas partes.",
  "logout.none": "Sin sesi\xF3n.",
  "error.years": "--years debe ser uno de {years}.",
  "error.coAuthorFormat": "Coautor \xAB{value}\xBB: escr\xEDbelo como \xAB{form}\xBB.",
  "error.coAuthorNames": "Coautor \xAB{value}\xBB: indica un nombre y un apellido.",
  "progress.hashing": "C\xE1lculo de huellas",
  "progress.uploading": "Subida",
  "progress.sealing": "Sellado",
  "progress.release": "Versi\xF3n",
  "progress.files": "{done}/{total} archivos",
  "progress.seconds": "{state} ({seconds} s)",
  "progress.percent": "Subida: {percent} % ({sent} / {total} bytes)",
  "deposit.resuming": "Reanudando el dep\xF3sito {id}.",
  "deposit.uploaded": "Dep\xF3sito {id}: sus archivos est\xE1n en el servidor, esperando el sellado.",
  "deposit.line": "Dep\xF3sito {number} \xAB{title}\xBB: {state}",
  "deposit.waitingPayment": "Esperando el pago: {url}",
  "error.paymentPending": "El dep\xF3sito espera su pago: {url}",
  "error.seeWebApp": "consulta la aplicaci\xF3n",
  "error.cancelled": "El dep\xF3sito fue cancelado.",
  "error.notUploaded": "{count, plural, one {# archivo no subido} other {# archivos no subidos}}: {files} ({reason})",
  "error.runAgain": "{message}; vuelve a ejecutar el mismo comando para reanudar.",
  "error.toOrLink": "Elige --to o --link, no ambos.",
  "error.recipients": "Indica los destinatarios con --to (uno o varios), o --link para un enlace de descarga.",
  "error.expiryDays": "--expiry-days debe ser un n\xFAmero entero de d\xEDas.",
  "transfer.resuming": "Reanudando la transferencia {id}.",
  "transfer.sentTo": "{count, plural, one {Enviado a {recipients}: # archivo, hasta el {date}.} other {Enviado a {recipients}: # archivos, hasta el {date}.}}",
  "transfer.linkLine": "Enlace de descarga (hasta el {date}):",
  "error.noApiKey": "Define SCEAU_API_KEY_ID y SCEAU_API_KEY_SECRET: una clave de API de organizaci\xF3n con el \xE1mbito \xABDepositar\xBB y el permiso \xABDep\xF3sitos de repositorios\xBB.",
  "error.urlRequiredRelease": "Indica la direcci\xF3n de la instancia con --url o SCEAU_URL.",
  "error.refRequired": "Indica --tag o --commit (o --archive con --repository y --commit).",
  "error.archiveOrPaths": "Indica --archive o --path, no ambos.",
  "error.git": "git {args} fall\xF3: {reason}",
  "error.tar": "tar fall\xF3: {reason}",
  "error.noSuchArchive": "No existe el archivo comprimido: {path}",
  "release.start": "{count, plural, =0 {Versi\xF3n {repository} {ref} ({commit}), sin coautor} one {Versi\xF3n {repository} {ref} ({commit}), # coautor} other {Versi\xF3n {repository} {ref} ({commit}), # coautores}}",
  "release.archiveLine": "Archivo {name}: {size} bytes, sha256 {sha256}",
  "release.existing": "Esta versi\xF3n ya se deposit\xF3 (mismo repositorio, tag, commit y archivo): versi\xF3n {id}; nada se deposita ni se cobra dos veces.",
  "release.resuming": "Reanudando la versi\xF3n {id}.",
  "release.received": "Archivo recibido y comprobado: versi\xF3n {id}, esperando el sellado de su dep\xF3sito.",
  "release.line": "Versi\xF3n {repository} {ref}: {state}, archivo {name} sha256 {sha256}",
  "release.deposit": "Dep\xF3sito {number}: {url}",
  "release.error": "Error: {error}",
  "error.releaseFailed": "El dep\xF3sito de la versi\xF3n fall\xF3: {error}",
  "error.sealTimeout": "El dep\xF3sito no se sell\xF3 en {seconds} segundos (versi\xF3n {id}): vuelve a ejecutar el mismo comando para seguirlo.",
  "error.notABundle": "No es un expediente de prueba de Sceau: {path} ({reason}).",
  "summary.title": "Dep\xF3sito Sceau de {repository} {ref}",
  "summary.deposit": "Dep\xF3sito",
  "summary.certificate": "Certificado",
  "summary.archive": "Archivo",
  "summary.state": "Estado",
  "summary.existing": "Depositada por una ejecuci\xF3n anterior (mismo repositorio, tag, commit y archivo): nada se deposit\xF3 ni se cobr\xF3 dos veces.",
  "summary.failed": "Fall\xF3 el dep\xF3sito Sceau",
  "error.actionInputs": "Las entradas url, api-key-id y api-key-secret son obligatorias: una clave de API de organizaci\xF3n con el \xE1mbito \xABDepositar\xBB y el permiso \xABDep\xF3sitos de repositorios\xBB.",
  "transfer.e2e": "cifrado de extremo a extremo: archivos y nombres se cifran aqu\xED; la clave solo va en el #fragmento del enlace (o una frase de contrase\xF1a en SCEAU_PASSPHRASE, obligatoria con --to)",
  "transfer.e2eNote": "Archivos cifrados en esta m\xE1quina: el servidor solo recibe texto cifrado y compromisos.",
  "transfer.certified": "Certificado antes del cifrado: los compromisos se sellaron en el tiempo el {date}.",
  "progress.encrypting": "Cifrando",
  "download.description": "Descargar una transferencia cifrada de extremo a extremo, descifrarla aqu\xED y comprobar cada archivo con lo que el remitente certific\xF3 (la clave del enlace, o SCEAU_PASSPHRASE; una contrase\xF1a de enlace en SCEAU_TRANSFER_PASSWORD).",
  "download.link": "el enlace de descarga, con su clave #k=",
  "download.out": "carpeta donde guardar los archivos (por defecto: la carpeta actual)",
  "download.proofs": "escribe tambi\xE9n, junto a cada archivo, su prueba para un tercero (ARCHIVO.sceau-proof.zip, sin su nombre; sceau verify la verifica)",
  "download.identical": "{path}: id\xE9ntico a lo que el remitente certific\xF3 el {date}",
  "download.proof": "  prueba de este archivo, para un tercero: {path}",
  "e2e.manifest": "el manifiesto",
  "e2e.refused": "{what}: rechazado, {reason}. No se ha guardado nada.",
  "e2e.refused.format": "no es un archivo cifrado de Sceau",
  "e2e.refused.decrypt": "la clave o la frase de contrase\xF1a es incorrecta, o los bytes cifrados fueron alterados",
  "e2e.refused.truncated": "el archivo cifrado est\xE1 truncado",
  "e2e.refused.mismatch": "difiere de lo que el remitente certific\xF3",
  "e2e.refused.manifest": "el manifiesto no es v\xE1lido",
  "error.e2ePassphrase": "Una transferencia cifrada enviada por correo necesita una frase de contrase\xF1a: define SCEAU_PASSPHRASE y comun\xEDcala a los destinatarios por otro medio (o usa --link, cuyo enlace lleva la clave).",
  "error.e2eChanged": "{file} ha cambiado desde la ejecuci\xF3n interrumpida de esta transferencia: d\xE9jalo como estaba y vuelve a ejecutar el comando.",
  "error.e2ePassphraseChanged": "SCEAU_PASSPHRASE no es la frase de contrase\xF1a de la ejecuci\xF3n interrumpida de esta transferencia: define la que usaste al empezarla (es la que necesitar\xE1n los destinatarios).",
  "error.notATransferLink": "No es un enlace de transferencia: {link}",
  "error.linkPassword": "Esta transferencia tiene contrase\xF1a: define {variable}.",
  "error.notEncrypted": "Esta transferencia no est\xE1 cifrada de extremo a extremo: desc\xE1rgala desde su p\xE1gina.",
  "error.certificationMismatch": "El sello de tiempo no cubre los compromisos de esta transferencia: no se ha descargado nada.",
  "error.passphraseRequired": "Esta transferencia se abre con una frase de contrase\xF1a: define {variable}.",
  "error.keyRequired": "El enlace no tiene clave (#k=\u2026): indica el enlace completo, tal como lo comparti\xF3 el remitente.",
  "error.exists": "{path} ya existe: elige otra carpeta con --out."
};

// ../../../packages/cli/locales/it.json
var it_default = {
  "program.description": "Sceau da un terminale o da un job di CI: depositi con marca temporale qualificata, trasferimenti di file, verifica offline delle prove, release git.",
  "program.exitCodes": "Codici di uscita:\n  0  fatto\n  1  uso: argomenti errati, file mancante, non \xE8 un pacchetto di prova\n  2  autenticazione: non connesso, token o chiave API rifiutati\n  3  rifiutato dal server (validazione, piano, quota, pagamento)\n  4  rete: l'istanza non ha risposto (rilancia lo stesso comando: riprende)\n  5  verifica fallita (sceau verify)",
  "option.json": "stampa il risultato in JSON sullo standard output (avanzamento e messaggi restano su stderr)",
  "login.description": "Salva l'indirizzo dell'istanza e un token di accesso personale (creato nell'applicazione: impostazioni dell'account \u2192 token di accesso); verificato con GET /api/v2/users/me.",
  "login.url": "indirizzo dell'istanza, ad es. https://sceau.example.org (o SCEAU_URL)",
  "login.token": "token di accesso personale sct_\u2026 (o SCEAU_TOKEN, o digitato / passato sullo standard input)",
  "logout.description": "Dimentica il token salvato (revocalo nell'applicazione per disattivarlo ovunque).",
  "deposit.description": "Deposita file o una cartella: marca temporale qualificata, certificato e conservazione. Rilanciato dopo un'interruzione, lo stesso comando completa lo stesso deposito.",
  "arg.paths": "file e/o cartelle",
  "deposit.hashOnly": "deposita solo lo SHA-256 di ogni file: i byte non lasciano mai questa macchina",
  "option.years": "anni di conservazione: 1, 3, 5 o 10",
  "option.coAuthor": "un coautore (ripetere per pi\xF9 coautori)",
  "deposit.title": "titolo del deposito (predefinito: il nome del file o della cartella)",
  "deposit.descriptionOption": "descrizione del deposito",
  "deposit.noWait": "termina una volta caricato, senza attendere che il deposito sia protetto",
  "transfer.description": "Invia file o una cartella via e-mail (--to) o come link di download (--link).",
  "transfer.to": "un destinatario (ripetere, o separare con virgole)",
  "transfer.link": "nessuna e-mail: stampa un link di download da condividere",
  "transfer.message": "messaggio ai destinatari",
  "transfer.title": "titolo del trasferimento",
  "transfer.expiryDays": "giorni prima che i file vengano eliminati",
  "verify.description": "Verifica un pacchetto di prova (.zip) offline, livello per livello: marca temporale, catena di certificati, prova di Merkle, hash di sicurezza.",
  "verify.bundle": "il pacchetto di prova scaricato dal deposito, l\u2019esportazione di una prova di consegna o la prova di un file cifrato end-to-end",
  "verify.file": "il file originale: il suo SHA-256 deve essere quello depositato (o certificato); per una prova di consegna, una volta per ogni file consegnato",
  "verify.roots": "certificato/i radice TSA attendibile/i; predefinito: la radice inclusa nel pacchetto",
  "verify.rpc": "endpoint JSON-RPC EVM: cerca la radice di Merkle sulla catena",
  "verify.key": "la chiave pubblica dello hash di sicurezza della piattaforma; predefinita: la chiave del pacchetto",
  "verify.verbose": "stampa ogni sottoverifica",
  "release.description": "Registra una release git (l'azione di deploy esegue lo stesso codice): deposita il `git archive` di un tag o commit (o artefatti compilati), con gli autori dei commit dal tag precedente come coautori. Si autentica con una chiave API dell'organizzazione da SCEAU_API_KEY_ID e SCEAU_API_KEY_SECRET. Rilanciato, risponde con la release gi\xE0 fatta.",
  "release.url": "indirizzo dell'istanza (o SCEAU_URL, o quello salvato da login)",
  "release.repository": "nome del repository, ad es. owner/project (predefinito: GITHUB_REPOSITORY, CI_PROJECT_PATH o il nome della cartella)",
  "release.tag": "il tag della release",
  "release.commit": "il commit (predefinito: quello del tag, o HEAD)",
  "release.archive": "deposita questo file invece del `git archive` del tag o commit",
  "release.path": "artefatti compilati da depositare, riuniti in un .tar.gz (ripetere per pi\xF9)",
  "release.noGitAuthors": "solo i --co-author indicati: non gli autori dei commit dal tag precedente",
  "release.noWait": "termina una volta registrata, senza attendere che il deposito sia protetto",
  "release.waitSeconds": "smette di attendere la sigillatura dopo questi secondi (codice 4; rilancia per seguirla)",
  "error.notLoggedIn": "Non connesso: esegui prima `sceau login`.",
  "error.namePaths": "Indica almeno un file o una cartella.",
  "error.noSuchPath": "File o cartella inesistente: {path}",
  "error.notAFile": "Non \xE8 un file n\xE9 una cartella: {path}",
  "error.emptyFolder": "La cartella non contiene file da inviare.",
  "error.samePath": "Due file avrebbero lo stesso percorso: {path}",
  "error.notAnAddress": "Non \xE8 un indirizzo di istanza: {url} (atteso ad es. https://sceau.example.org)",
  "error.notHttp": "Non \xE8 un indirizzo http(s): {url}",
  "error.unreachable": "Impossibile raggiungere {origin}: {reason}",
  "error.unexpectedAnswer": "{origin} ha risposto qualcosa di diverso dall'API di Sceau (HTTP {status}).",
  "error.notSceau": "{origin} non \xE8 un'istanza Sceau: non ha un'API Sceau su /api/v2 (HTTP {status}). Controlla l'indirizzo.",
  "error.withCode": "{message} [{code}]",
  "login.askUrl": "Indirizzo dell'istanza Sceau: ",
  "login.askToken": "Token di accesso personale (impostazioni dell'account \u2192 token di accesso): ",
  "error.urlRequired": "Indica l'indirizzo dell'istanza con --url (o SCEAU_URL).",
  "error.tokenRequired": "Fornisci un token di accesso personale con --token, SCEAU_TOKEN o sullo standard input.",
  "error.tokenRefused": "{origin} ha rifiutato questo token: {reason}",
  "login.done": "Connesso a {origin} come {email} (salvato in {path}).",
  "logout.done": "Disconnesso da {origin}: il token \xE8 dimenticato qui. Revocalo nelle impostazioni dell'account perch\xE9 smetta di funzionare ovunque.",
  "logout.none": "Non connesso.",
  "error.years": "--years deve essere uno tra {years}.",
  "error.coAuthorFormat": "Coautore \xAB{value}\xBB: scrivilo come \xAB{form}\xBB.",
  "error.coAuthorNames": "Coautore \xAB{value}\xBB: indica nome e cognome.",
  "progress.hashing": "Calcolo delle impronte",
  "progress.uploading": "Caricamento",
  "progress.sealing": "Sigillatura",
  "progress.release": "Release",
  "progress.files": "{done}/{total} file",
  "progress.seconds": "{state} ({seconds} s)",
  "progress.percent": "Caricamento: {percent} % ({sent} / {total} byte)",
  "deposit.resuming": "Ripresa del deposito {id}.",
  "deposit.uploaded": "Deposito {id}: i suoi file sono sul server, in attesa della sigillatura.",
  "deposit.line": "Deposito {number} \xAB{title}\xBB: {state}",
  "deposit.waitingPayment": "In attesa di pagamento: {url}",
  "error.paymentPending": "Il deposito attende il pagamento: {url}",
  "error.seeWebApp": "vedi l'applicazione",
  "error.cancelled": "Il deposito \xE8 stato annullato.",
  "error.notUploaded": "{count, plural, one {# file non caricato} other {# file non caricati}}: {files} ({reason})",
  "error.runAgain": "{message}; rilancia lo stesso comando per riprendere.",
  "error.toOrLink": "Scegli --to o --link, non entrambi.",
  "error.recipients": "Indica i destinatari con --to (uno o pi\xF9), o --link per un link di download.",
  "error.expiryDays": "--expiry-days deve essere un numero intero di giorni.",
  "transfer.resuming": "Ripresa del trasferimento {id}.",
  "transfer.sentTo": "{count, plural, one {Inviato a {recipients}: # file, fino al {date}.} other {Inviato a {recipients}: # file, fino al {date}.}}",
  "transfer.linkLine": "Link di download (fino al {date}):",
  "error.noApiKey": "Imposta SCEAU_API_KEY_ID e SCEAU_API_KEY_SECRET: una chiave API dell'organizzazione con l'ambito \xABDepositare\xBB e il permesso \xABDepositi di repository\xBB.",
  "error.urlRequiredRelease": "Indica l'indirizzo dell'istanza con --url o SCEAU_URL.",
  "error.refRequired": "Indica --tag o --commit (o --archive con --repository e --commit).",
  "error.archiveOrPaths": "Indica --archive o --path, non entrambi.",
  "error.git": "git {args} non \xE8 riuscito: {reason}",
  "error.tar": "tar non \xE8 riuscito: {reason}",
  "error.noSuchArchive": "Archivio inesistente: {path}",
  "release.start": "{count, plural, =0 {Release {repository} {ref} ({commit}), nessun coautore} one {Release {repository} {ref} ({commit}), # coautore} other {Release {repository} {ref} ({commit}), # coautori}}",
  "release.archiveLine": "Archivio {name}: {size} byte, sha256 {sha256}",
  "release.existing": "Questa release \xE8 gi\xE0 stata depositata (stesso repository, tag, commit e archivio): release {id}; nulla viene depositato n\xE9 addebitato due volte.",
  "release.resuming": "Ripresa della release {id}.",
  "release.received": "Archivio ricevuto e verificato: release {id}, in attesa della sigillatura del suo deposito.",
  "release.line": "Release {repository} {ref}: {state}, archivio {name} sha256 {sha256}",
  "release.deposit": "Deposito {number}: {url}",
  "release.error": "Errore: {error}",
  "error.releaseFailed": "Il deposito della release non \xE8 riuscito: {error}",
  "error.sealTimeout": "Il deposito non \xE8 stato sigillato entro {seconds} secondi (release {id}): rilancia lo stesso comando per seguirlo.",
  "error.notABundle": "Non \xE8 un pacchetto di prova Sceau: {path} ({reason}).",
  "summary.title": "Deposito Sceau di {repository} {ref}",
  "summary.deposit": "Deposito",
  "summary.certificate": "Certificato",
  "summary.archive": "Archivio",
  "summary.state": "Stato",
  "summary.existing": "Depositata da un'esecuzione precedente (stesso repository, tag, commit e archivio): nulla \xE8 stato depositato n\xE9 addebitato due volte.",
  "summary.failed": "Deposito Sceau non riuscito",
  "error.actionInputs": "Gli input url, api-key-id e api-key-secret sono obbligatori: una chiave API dell'organizzazione con l'ambito \xABDepositare\xBB e il permesso \xABDepositi di repository\xBB.",
  "transfer.e2e": "cifratura end-to-end: file e nomi vengono cifrati qui; la chiave va solo nel #frammento del link (o una frase segreta in SCEAU_PASSPHRASE, obbligatoria con --to)",
  "transfer.e2eNote": "File cifrati su questa macchina: il server riceve solo testo cifrato e impegni.",
  "transfer.certified": "Certificato prima della cifratura: gli impegni sono stati marcati temporalmente il {date}.",
  "progress.encrypting": "Cifratura",
  "download.description": "Scaricare un trasferimento cifrato end-to-end, decifrarlo qui e verificare ogni file rispetto a quanto certificato dal mittente (la chiave del link, o SCEAU_PASSPHRASE; una password del link in SCEAU_TRANSFER_PASSWORD).",
  "download.link": "il link di download, con la sua chiave #k=",
  "download.out": "cartella in cui salvare i file (predefinita: la cartella corrente)",
  "download.proofs": "scrive anche, accanto a ogni file, la sua prova per un terzo (FILE.sceau-proof.zip, senza il nome; sceau verify la verifica)",
  "download.identical": "{path}: identico a quanto certificato dal mittente il {date}",
  "download.proof": "  prova di questo file, per un terzo: {path}",
  "e2e.manifest": "il manifesto",
  "e2e.refused": "{what}: rifiutato, {reason}. Non ne \xE8 stato conservato nulla.",
  "e2e.refused.format": "non \xE8 un file cifrato Sceau",
  "e2e.refused.decrypt": "la chiave o la frase segreta \xE8 errata, oppure i byte cifrati sono stati alterati",
  "e2e.refused.truncated": "il file cifrato \xE8 troncato",
  "e2e.refused.mismatch": "differisce da quanto certificato dal mittente",
  "e2e.refused.manifest": "il manifesto non \xE8 valido",
  "error.e2ePassphrase": "Un trasferimento cifrato inviato per e-mail richiede una frase segreta: imposta SCEAU_PASSPHRASE e comunicala ai destinatari in un altro modo (oppure usa --link, il cui link contiene la chiave).",
  "error.e2eChanged": "{file} \xE8 cambiato dall\u2019esecuzione interrotta di questo trasferimento: rimettilo com\u2019era ed esegui di nuovo il comando.",
  "error.e2ePassphraseChanged": "SCEAU_PASSPHRASE non \xE8 la frase segreta dell\u2019esecuzione interrotta di questo trasferimento: imposta quella con cui \xE8 iniziato (\xE8 quella che servir\xE0 ai destinatari).",
  "error.notATransferLink": "Non \xE8 un link di trasferimento: {link}",
  "error.linkPassword": "Questo trasferimento ha una password: imposta {variable}.",
  "error.notEncrypted": "Questo trasferimento non \xE8 cifrato end-to-end: scaricalo dalla sua pagina.",
  "error.certificationMismatch": "La marca temporale non copre gli impegni di questo trasferimento: non \xE8 stato scaricato nulla.",
  "error.passphraseRequired": "Questo trasferimento si apre con una frase segreta: imposta {variable}.",
  "error.keyRequired": "Il link non ha una chiave (#k=\u2026): fornisci il link completo, come lo ha condiviso il mittente.",
  "error.exists": "{path} esiste gi\xE0: scegli un'altra cartella con --out."
};

// ../../../packages/cli/locales/pt.json
var pt_default = {
  "program.description": "Sceau a partir de um terminal ou de uma tarefa de CI: dep\xF3sitos com carimbo temporal qualificado, transfer\xEAncias de ficheiros, verifica\xE7\xE3o offline das provas, vers\xF5es git.",
  "program.exitCodes": "C\xF3digos de sa\xEDda:\n  0  conclu\xEDdo\n  1  utiliza\xE7\xE3o: argumentos incorretos, ficheiro em falta, n\xE3o \xE9 um dossi\xEA de prova\n  2  autentica\xE7\xE3o: sem sess\xE3o, token ou chave de API recusados\n  3  recusado pelo servidor (valida\xE7\xE3o, plano, quota, pagamento)\n  4  rede: a inst\xE2ncia n\xE3o respondeu (volte a executar o mesmo comando: ele retoma)\n  5  verifica\xE7\xE3o falhada (sceau verify)",
  "option.json": "mostra o resultado em JSON na sa\xEDda padr\xE3o (o progresso e as mensagens ficam em stderr)",
  "login.description": "Guarda o endere\xE7o da inst\xE2ncia e um token de acesso pessoal (criado na aplica\xE7\xE3o: defini\xE7\xF5es da conta \u2192 tokens de acesso); verificado com GET /api/v2/users/me.",
  "login.url": "endere\xE7o da inst\xE2ncia, p. ex. https://sceau.example.org (ou SCEAU_URL)",
  "login.token": "token de acesso pessoal sct_\u2026 (ou SCEAU_TOKEN, ou escrito / enviado pela entrada padr\xE3o)",
  "logout.description": "Esquece o token guardado (revogue-o na aplica\xE7\xE3o para o anular em todo o lado).",
  "deposit.description": "Deposita ficheiros ou uma pasta: carimbo temporal qualificado, certificado e conserva\xE7\xE3o. Se for interrompido, o mesmo comando termina o mesmo dep\xF3sito.",
  "arg.paths": "ficheiros e/ou pastas",
  "deposit.hashOnly": "deposita apenas o SHA-256 de cada ficheiro: os bytes nunca saem desta m\xE1quina",
  "option.years": "anos de conserva\xE7\xE3o: 1, 3, 5 ou 10",
  "option.coAuthor": "um coautor (repita para v\xE1rios)",
  "deposit.title": "t\xEDtulo do dep\xF3sito (por omiss\xE3o: o nome do ficheiro ou da pasta)",
  "deposit.descriptionOption": "descri\xE7\xE3o do dep\xF3sito",
  "deposit.noWait": "termina depois do envio, sem esperar que o dep\xF3sito fique protegido",
  "transfer.description": "Envia ficheiros ou uma pasta por e-mail (--to) ou como liga\xE7\xE3o de descarga (--link).",
  "transfer.to": "um destinat\xE1rio (repita, ou separe com v\xEDrgulas)",
  "transfer.link": "sem e-mail: mostra uma liga\xE7\xE3o de descarga para partilhar",
  "transfer.message": "mensagem aos destinat\xE1rios",
  "transfer.title": "t\xEDtulo da transfer\xEAncia",
  "transfer.expiryDays": "dias at\xE9 os ficheiros serem apagados",
  "verify.description": "Verifica um dossi\xEA de prova (.zip) offline, camada a camada: carimbo temporal, cadeia de certificados, prova de Merkle, hash de seguran\xE7a.",
  "verify.bundle": "o dossi\xEA de prova descarregado do dep\xF3sito, a exporta\xE7\xE3o de uma prova de entrega ou a prova de um ficheiro cifrado de ponta a ponta",
  "verify.file": "o ficheiro original: o seu SHA-256 tem de ser o depositado (ou certificado); para uma prova de entrega, uma vez por ficheiro entregue",
  "verify.roots": "certificado(s) raiz de carimbo de confian\xE7a; por omiss\xE3o: a raiz inclu\xEDda no pacote",
  "verify.rpc": "ponto JSON-RPC EVM: procura a raiz de Merkle na cadeia",
  "verify.key": "a chave p\xFAblica do hash de seguran\xE7a da plataforma; por omiss\xE3o: a chave do pacote",
  "verify.verbose": "mostra cada subverifica\xE7\xE3o",
  "release.description": "Regista uma vers\xE3o git (a a\xE7\xE3o de implementa\xE7\xE3o executa o mesmo c\xF3digo): deposita o `git archive` de uma tag ou commit (ou artefactos compilados), com os autores dos commits desde a tag anterior como coautores. Autentica-se com uma chave de API da organiza\xE7\xE3o em SCEAU_API_KEY_ID e SCEAU_API_KEY_SECRET. Executado de novo, responde a vers\xE3o j\xE1 feita.",
  "release.url": "endere\xE7o da inst\xE2ncia (ou SCEAU_URL, ou o guardado por login)",
  "release.repository": "nome do reposit\xF3rio, p. ex. owner/project (por omiss\xE3o: GITHUB_REPOSITORY, CI_PROJECT_PATH ou o nome da pasta)",
  "release.tag": "a tag da vers\xE3o",
  "release.commit": "o commit (por omiss\xE3o: o da tag, ou HEAD)",
  "release.archive": "deposita este ficheiro em vez do `git archive` da tag ou commit",
  "release.path": "artefactos compilados a depositar, reunidos num .tar.gz (repita para v\xE1rios)",
  "release.noGitAuthors": "apenas os --co-author indicados: n\xE3o os autores dos commits desde a tag anterior",
  "release.noWait": "termina depois de registada, sem esperar que o dep\xF3sito fique protegido",
  "release.waitSeconds": "deixa de esperar a selagem ap\xF3s estes segundos (c\xF3digo 4; execute de novo para a seguir)",
  "error.notLoggedIn": "Sem sess\xE3o: execute primeiro `sceau login`.",
  "error.namePaths": "Indique pelo menos um ficheiro ou uma pasta.",
  "error.noSuchPath": "Ficheiro ou pasta inexistente: {path}",
  "error.notAFile": "N\xE3o \xE9 um ficheiro nem uma pasta: {path}",
  "error.emptyFolder": "A pasta n\xE3o tem nenhum ficheiro para enviar.",
  "error.samePath": "Dois ficheiros teriam o mesmo caminho: {path}",
  "error.notAnAddress": "N\xE3o \xE9 um endere\xE7o de inst\xE2ncia: {url} (esperado p. ex. https://sceau.example.org)",
  "error.notHttp": "N\xE3o \xE9 um endere\xE7o http(s): {url}",
  "error.unreachable": "N\xE3o \xE9 poss\xEDvel contactar {origin}: {reason}",
  "error.unexpectedAnswer": "{origin} respondeu algo diferente da API do Sceau (HTTP {status}).",
  "error.notSceau": "{origin} n\xE3o \xE9 uma inst\xE2ncia Sceau: n\xE3o tem API do Sceau em /api/v2 (HTTP {status}). Verifique o endere\xE7o.",
  "error.withCode": "{message} [{code}]",
  "login.askUrl": "Endere\xE7o da inst\xE2ncia Sceau: ",
  "login.askToken": "Token de acesso pessoal (defini\xE7\xF5es da conta \u2192 tokens de acesso): ",
  "error.urlRequired": "Indique o endere\xE7o da inst\xE2ncia com --url (ou SCEAU_URL).",
  "error.tokenRequired": "Indique um token de acesso pessoal com --token, SCEAU_TOKEN ou pela entrada padr\xE3o.",
  "error.tokenRefused": "{origin} recusou este token: {reason}",
  "login.done": "Sess\xE3o iniciada em {origin} como {email} (guardada em {path}).",
  "logout.done": "Sess\xE3o terminada em {origin}: o token \xE9 esquecido aqui. Revogue-o nas defini\xE7\xF5es da conta para que deixe de funcionar em todo o lado.",
  "logout.none": "Sem sess\xE3o.",
  "error.years": "--years tem de ser um de {years}.",
  "error.coAuthorFormat": "Coautor \xAB{value}\xBB: escreva-o como \xAB{form}\xBB.",
  "error.coAuthorNames": "Coautor \xAB{value}\xBB: indique um nome pr\xF3prio e um apelido.",
  "progress.hashing": "C\xE1lculo das impress\xF5es",
  "progress.uploading": "Envio",
  "progress.sealing": "Selagem",
  "progress.release": "Vers\xE3o",
  "progress.files": "{done}/{total} ficheiros",
  "progress.seconds": "{state} ({seconds} s)",
  "progress.percent": "Envio: {percent} % ({sent} / {total} bytes)",
  "deposit.resuming": "A retomar o dep\xF3sito {id}.",
  "deposit.uploaded": "Dep\xF3sito {id}: os seus ficheiros est\xE3o no servidor, \xE0 espera da selagem.",
  "deposit.line": "Dep\xF3sito {number} \xAB{title}\xBB: {state}",
  "deposit.waitingPayment": "\xC0 espera do pagamento: {url}",
  "error.paymentPending": "O dep\xF3sito aguarda o pagamento: {url}",
  "error.seeWebApp": "veja a aplica\xE7\xE3o",
  "error.cancelled": "O dep\xF3sito foi cancelado.",
  "error.notUploaded": "{count, plural, one {# ficheiro n\xE3o enviado} other {# ficheiros n\xE3o enviados}}: {files} ({reason})",
  "error.runAgain": "{message}; execute de novo o mesmo comando para retomar.",
  "error.toOrLink": "Escolha --to ou --link, n\xE3o ambos.",
  "error.recipients": "Indique os destinat\xE1rios com --to (um ou mais), ou --link para uma liga\xE7\xE3o de descarga.",
  "error.expiryDays": "--expiry-days tem de ser um n\xFAmero inteiro de dias.",
  "transfer.resuming": "A retomar a transfer\xEAncia {id}.",
  "transfer.sentTo": "{count, plural, one {Enviado para {recipients}: # ficheiro, at\xE9 {date}.} other {Enviado para {recipients}: # ficheiros, at\xE9 {date}.}}",
  "transfer.linkLine": "Liga\xE7\xE3o de descarga (at\xE9 {date}):",
  "error.noApiKey": "Defina SCEAU_API_KEY_ID e SCEAU_API_KEY_SECRET: uma chave de API da organiza\xE7\xE3o com o \xE2mbito \xABDepositar\xBB e a permiss\xE3o \xABDep\xF3sitos de reposit\xF3rios\xBB.",
  "error.urlRequiredRelease": "Indique o endere\xE7o da inst\xE2ncia com --url ou SCEAU_URL.",
  "error.refRequired": "Indique --tag ou --commit (ou --archive com --repository e --commit).",
  "error.archiveOrPaths": "Indique --archive ou --path, n\xE3o ambos.",
  "error.git": "git {args} falhou: {reason}",
  "error.tar": "tar falhou: {reason}",
  "error.noSuchArchive": "Arquivo inexistente: {path}",
  "release.start": "{count, plural, =0 {Vers\xE3o {repository} {ref} ({commit}), sem coautor} one {Vers\xE3o {repository} {ref} ({commit}), # coautor} other {Vers\xE3o {repository} {ref} ({commit}), # coautores}}",
  "release.archiveLine": "Arquivo {name}: {size} bytes, sha256 {sha256}",
  "release.existing": "Esta vers\xE3o j\xE1 foi depositada (mesmo reposit\xF3rio, tag, commit e arquivo): vers\xE3o {id}; nada \xE9 depositado nem cobrado duas vezes.",
  "release.resuming": "A retomar a vers\xE3o {id}.",
  "release.received": "Arquivo recebido e verificado: vers\xE3o {id}, \xE0 espera da selagem do seu dep\xF3sito.",
  "release.line": "Vers\xE3o {repository} {ref}: {state}, arquivo {name} sha256 {sha256}",
  "release.deposit": "Dep\xF3sito {number}: {url}",
  "release.error": "Erro: {error}",
  "error.releaseFailed": "O dep\xF3sito da vers\xE3o falhou: {error}",
  "error.sealTimeout": "O dep\xF3sito n\xE3o foi selado em {seconds} segundos (vers\xE3o {id}): execute de novo o mesmo comando para o seguir.",
  "error.notABundle": "N\xE3o \xE9 um dossi\xEA de prova do Sceau: {path} ({reason}).",
  "summary.title": "Dep\xF3sito Sceau de {repository} {ref}",
  "summary.deposit": "Dep\xF3sito",
  "summary.certificate": "Certificado",
  "summary.archive": "Arquivo",
  "summary.state": "Estado",
  "summary.existing": "Depositada por uma execu\xE7\xE3o anterior (mesmo reposit\xF3rio, tag, commit e arquivo): nada foi depositado nem cobrado duas vezes.",
  "summary.failed": "Falha do dep\xF3sito Sceau",
  "error.actionInputs": "As entradas url, api-key-id e api-key-secret s\xE3o obrigat\xF3rias: uma chave de API da organiza\xE7\xE3o com o \xE2mbito \xABDepositar\xBB e a permiss\xE3o \xABDep\xF3sitos de reposit\xF3rios\xBB.",
  "transfer.e2e": "cifragem de ponta a ponta: ficheiros e nomes s\xE3o cifrados aqui; a chave vai apenas no #fragmento da liga\xE7\xE3o (ou uma frase secreta em SCEAU_PASSPHRASE, obrigat\xF3ria com --to)",
  "transfer.e2eNote": "Ficheiros cifrados nesta m\xE1quina: o servidor recebe apenas texto cifrado e compromissos.",
  "transfer.certified": "Certificado antes da cifragem: os compromissos receberam o carimbo temporal em {date}.",
  "progress.encrypting": "A cifrar",
  "download.description": "Descarregar uma transfer\xEAncia cifrada de ponta a ponta, decifr\xE1-la aqui e verificar cada ficheiro face ao que o remetente certificou (a chave da liga\xE7\xE3o, ou SCEAU_PASSPHRASE; uma palavra-passe da liga\xE7\xE3o em SCEAU_TRANSFER_PASSWORD).",
  "download.link": "a liga\xE7\xE3o de descarga, com a sua chave #k=",
  "download.out": "pasta onde guardar os ficheiros (predefini\xE7\xE3o: a pasta atual)",
  "download.proofs": "escreve tamb\xE9m, junto de cada ficheiro, a sua prova para um terceiro (FICHEIRO.sceau-proof.zip, sem o nome; sceau verify verifica-a)",
  "download.identical": "{path}: id\xEAntico ao que o remetente certificou em {date}",
  "download.proof": "  prova deste ficheiro, para um terceiro: {path}",
  "e2e.manifest": "o manifesto",
  "e2e.refused": "{what}: recusado, {reason}. Nada foi guardado.",
  "e2e.refused.format": "n\xE3o \xE9 um ficheiro cifrado Sceau",
  "e2e.refused.decrypt": "a chave ou a frase secreta est\xE1 errada, ou os bytes cifrados foram alterados",
  "e2e.refused.truncated": "o ficheiro cifrado est\xE1 truncado",
  "e2e.refused.mismatch": "difere do que o remetente certificou",
  "e2e.refused.manifest": "o manifesto \xE9 inv\xE1lido",
  "error.e2ePassphrase": "Uma transfer\xEAncia cifrada enviada por e-mail precisa de uma frase secreta: defina SCEAU_PASSPHRASE e comunique-a aos destinat\xE1rios por outro meio (ou use --link, cuja liga\xE7\xE3o leva a chave).",
  "error.e2eChanged": "{file} mudou desde a execu\xE7\xE3o interrompida desta transfer\xEAncia: reponha-o como estava e execute o comando de novo.",
  "error.e2ePassphraseChanged": "SCEAU_PASSPHRASE n\xE3o \xE9 a frase secreta da execu\xE7\xE3o interrompida desta transfer\xEAncia: defina a que usou ao inici\xE1-la (\xE9 dessa que os destinat\xE1rios v\xE3o precisar).",
  "error.notATransferLink": "N\xE3o \xE9 uma liga\xE7\xE3o de transfer\xEAncia: {link}",
  "error.linkPassword": "Esta transfer\xEAncia tem palavra-passe: defina {variable}.",
  "error.notEncrypted": "Esta transfer\xEAncia n\xE3o est\xE1 cifrada de ponta a ponta: descarregue-a a partir da sua p\xE1gina.",
  "error.certificationMismatch": "O carimbo temporal n\xE3o cobre os compromissos desta transfer\xEAncia: nada foi descarregado.",
  "error.passphraseRequired": "Esta transfer\xEAncia abre-se com uma frase secreta: defina {variable}.",
  "error.keyRequired": "A liga\xE7\xE3o n\xE3o tem chave (#k=\u2026): indique a liga\xE7\xE3o completa, tal como o remetente a partilhou.",
  "error.exists": "{path} j\xE1 existe: escolha outra pasta com --out."
};

// ../../../packages/cli/src/i18n.ts
var LANGUAGES = ["en", "fr", "es", "it", "pt"];
var CATALOGUES = { en: en_default, fr: fr_default, es: es_default, it: it_default, pt: pt_default };
function terminalLanguage(env = process.env) {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  const primary = /^([a-z]{2})(?:[_.@-]|$)/i.exec(value)?.[1]?.toLowerCase();
  return LANGUAGES.includes(primary ?? "") ? primary : "en";
}
var formats = /* @__PURE__ */ new Map();
function t(key, values, language = terminalLanguage()) {
  const id = `${language}:${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(CATALOGUES[language][key], language, void 0, { ignoreTag: true });
    formats.set(id, format);
  }
  return String(format.format(values));
}

// ../../../packages/cli/src/api.ts
function normaliseOrigin(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new CliError(t("error.notAnAddress", { url }), EXIT.usage, "E_USAGE");
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new CliError(t("error.notHttp", { url }), EXIT.usage, "E_USAGE");
  return `${parsed.origin}${parsed.pathname.replace(/\/(api\/v2)?\/?$/, "")}`;
}
var RETRY_DELAYS = [1e3, 2e3];
function retryDelays() {
  const custom = process.env.SCEAU_RETRY_DELAYS_MS?.trim();
  const delays = custom ? custom.split(",").map((part) => Number(part.trim())) : [];
  return delays.length && delays.every((delay) => Number.isInteger(delay) && delay >= 0) ? delays : RETRY_DELAYS;
}
var Api = class {
  /** `credential` null: the public routes a recipient calls (download pages) carry none. */
  constructor(origin, credential) {
    this.origin = origin;
    this.client = new ApiClient({
      baseUrl: `${origin}/api/v2`,
      language: () => terminalLanguage(),
      cookies: () => "",
      retryDelays: retryDelays(),
      ...credential === null ? {} : credential.kind === "bearer" ? { token: credential.token } : { apiKey: { publicKey: credential.publicKey, secret: credential.secret } }
    });
  }
  async get(path, query, headers) {
    return this.client.get(path, { query, headers }).catch((error) => this.#fail(error));
  }
  /** A POST; `idempotencyKey` names the intent, so a retry (in this run or the next) answers the first one. */
  async post(path, body, options = {}) {
    return this.client.post(path, body, options).catch((error) => this.#fail(error));
  }
  #fail(error) {
    throw cliErrorOf(error, this.origin);
  }
};
function cliErrorOf(error, origin) {
  if (error instanceof CliError) return error;
  if (!(error instanceof ApiError)) return new CliError(error instanceof Error ? error.message : String(error), EXIT.refused, "E_UNEXPECTED");
  if (error.code === CLIENT_ERROR_CODES.network) {
    return new CliError(t("error.unreachable", { origin, reason: error.message.replace(/^Network error: /, "") }), EXIT.network, "E_NETWORK");
  }
  if (!error.fromServer) return new CliError(t("error.unexpectedAnswer", { origin, status: error.status }), EXIT.refused, error.code, error.status);
  const details = Object.entries(error.fields ?? {}).filter(([, text]) => text !== error.message).map(([field, text]) => `${field}: ${text}`);
  const message = details.length ? `${error.message} (${details.join("; ")})` : error.message;
  const credentialProblem = error.status === 401 || error.status === 403 && /TOKEN|API_KEY|SIGNATURE|CREDENTIAL/.test(error.code);
  return new CliError(message, credentialProblem ? EXIT.auth : EXIT.refused, error.code, error.status);
}

// ../../../packages/cli/src/files.ts
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
async function sha256File(path, onBytes) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
    hash.update(chunk);
    onBytes?.(chunk.length);
  }
  return hash.digest("hex");
}

// ../../../packages/cli/src/upload.ts
import { createReadStream as createReadStream2 } from "node:fs";

// ../../../packages/api-client/src/uploads/upload_client.ts
var import_tus_js_client = __toESM(require_node(), 1);

// ../../../packages/api-client/src/uploads/file_states.ts
var TRANSITIONS = {
  waiting: { start: "loading", refused: "sendingError" },
  loading: { progress: "loading", sent: "processing", networkFailed: "loadingError", refused: "sendingError" },
  processing: { ready: "complete", rejected: "sendingError", networkFailed: "processing" },
  complete: {},
  loadingError: { retry: "waiting" },
  sendingError: { retry: "waiting" }
};
function nextState(state, event) {
  return TRANSITIONS[state][event.type] ?? state;
}
var isFailed = (state) => state === "loadingError" || state === "sendingError";

// ../../../packages/api-client/src/uploads/resume_store.ts
var PREFIX = "sceau.uploads.";
function fileFingerprint(batchId, file) {
  return ["sceau", batchId, file.relativePath, file.size, file.lastModified].join("::");
}
var ResumeStore = class {
  constructor(storage, maxAgeMs = 7 * 24 * 36e5) {
    this.storage = storage;
    this.maxAgeMs = maxAgeMs;
  }
  load(batchId) {
    const raw = this.storage.getItem(PREFIX + batchId);
    if (!raw) return null;
    try {
      const batch = JSON.parse(raw);
      if (Date.now() - batch.savedAt > this.maxAgeMs) {
        this.storage.removeItem(PREFIX + batchId);
        return null;
      }
      return batch;
    } catch {
      this.storage.removeItem(PREFIX + batchId);
      return null;
    }
  }
  #save(batch) {
    batch.savedAt = Date.now();
    try {
      this.storage.setItem(PREFIX + batch.batchId, JSON.stringify(batch));
    } catch {
    }
  }
  remember(batchId, file, uploadUrl = null) {
    const batch = this.load(batchId) ?? { batchId, files: {}, savedAt: Date.now() };
    const key = fileFingerprint(batchId, file);
    batch.files[key] = { ...file, uploadUrl: uploadUrl ?? batch.files[key]?.uploadUrl ?? null };
    this.#save(batch);
  }
  /** The upload URL a re-added file resumes into, if it is the same file. */
  uploadUrlFor(batchId, file) {
    return this.load(batchId)?.files[fileFingerprint(batchId, file)]?.uploadUrl ?? null;
  }
  /**
   * Sent: kept (without its URL) so that resuming the batch after a reload skips it, until every
   * file of the batch is sent (then nothing is left to resume and the batch is forgotten).
   */
  markFinished(batchId, file) {
    const batch = this.load(batchId) ?? { batchId, files: {}, savedAt: Date.now() };
    batch.files[fileFingerprint(batchId, file)] = { ...file, uploadUrl: null, finished: true };
    if (Object.values(batch.files).every((remembered) => remembered.finished)) this.storage.removeItem(PREFIX + batchId);
    else this.#save(batch);
  }
  isFinished(batchId, file) {
    return this.load(batchId)?.files[fileFingerprint(batchId, file)]?.finished === true;
  }
  forgetFile(batchId, file) {
    const batch = this.load(batchId);
    if (!batch) return;
    delete batch.files[fileFingerprint(batchId, file)];
    if (Object.keys(batch.files).length) this.#save(batch);
    else this.storage.removeItem(PREFIX + batchId);
  }
  forgetBatch(batchId) {
    this.storage.removeItem(PREFIX + batchId);
  }
  /** Files of the batch not yet re-attached after a reload: what the page asks the user to add again. */
  missing(batchId, present) {
    const known = new Set(present.map((file) => fileFingerprint(batchId, file)));
    return Object.entries(this.load(batchId)?.files ?? {}).filter(([key, file]) => !known.has(key) && !file.finished).map(([, file]) => file);
  }
};

// ../../../packages/api-client/src/uploads/sha256_file.ts
var import_hash_wasm = __toESM(require_index_umd(), 1);
var HASH_READ_BYTES = 256 * 1024;
var HASH_SLICE_BYTES = 8 * 1024 * 1024;
var aborted = () => new DOMException("hashing aborted", "AbortError");
async function sha256OfBlob(blob, onProgress, signal) {
  const hasher = await (0, import_hash_wasm.createSHA256)();
  hasher.init();
  const reader = byobReader(blob);
  if (reader) await hashStream(hasher, reader, onProgress, signal);
  else await hashSlices(hasher, blob, onProgress, signal);
  return hasher.digest("hex");
}
function byobReader(blob) {
  try {
    return blob.stream().getReader({ mode: "byob" });
  } catch {
    return null;
  }
}
async function hashStream(hasher, reader, onProgress, signal) {
  let buffer = new ArrayBuffer(HASH_READ_BYTES);
  let hashed = 0;
  try {
    for (; ; ) {
      if (signal?.aborted) throw aborted();
      const { done, value } = await reader.read(new Uint8Array(buffer));
      if (done || !value) break;
      hasher.update(value);
      hashed += value.byteLength;
      buffer = value.buffer;
      onProgress?.(hashed);
    }
  } catch (error) {
    await reader.cancel().catch(() => {
    });
    throw error;
  }
}
async function hashSlices(hasher, blob, onProgress, signal) {
  const read = (offset) => offset < blob.size ? blob.slice(offset, offset + HASH_SLICE_BYTES).arrayBuffer() : null;
  let next = read(0);
  for (let offset = 0; next; offset += HASH_SLICE_BYTES) {
    const bytes = await next;
    if (signal?.aborted) throw aborted();
    next = read(offset + HASH_SLICE_BYTES);
    hasher.update(new Uint8Array(bytes));
    onProgress?.(offset + bytes.byteLength);
  }
}

// ../../../packages/api-client/src/uploads/sha256_hasher.ts
function createSha256Worker() {
  return new Worker(new URL("./sha256_worker.ts", import.meta.url), { type: "module" });
}
function createFileHasher(makeWorker = typeof Worker === "undefined" ? null : createSha256Worker) {
  if (!makeWorker) return { hash: (_id, file) => sha256OfBlob(file), close: () => {
  } };
  const worker = makeWorker();
  const pending = /* @__PURE__ */ new Map();
  worker.onmessage = ({ data }) => {
    const waiting = pending.get(data.id);
    if (!waiting || !data.sha256 && !data.error) return;
    pending.delete(data.id);
    if (data.sha256) waiting.resolve(data.sha256);
    else waiting.reject(new Error(data.error));
  };
  return {
    hash(id, file) {
      return new Promise((resolve4, reject) => {
        pending.set(id, { resolve: resolve4, reject });
        worker.postMessage({ id, file });
      });
    },
    close() {
      worker.terminate();
      for (const waiting of pending.values()) waiting.reject(new Error("hasher closed"));
      pending.clear();
    }
  };
}

// ../../../packages/api-client/src/uploads/upload_failure.ts
function classifyFailure(error) {
  const response = error?.originalResponse;
  const status = response ? response.getStatus() : null;
  let code = "E_NETWORK";
  let message = null;
  if (response) {
    try {
      const envelope = JSON.parse(response.getBody());
      code = envelope.error?.code ?? `E_HTTP_${status}`;
      message = envelope.error?.message ?? null;
    } catch {
      code = `E_HTTP_${status}`;
    }
  }
  const refused = status !== null && status >= 400 && status < 500 && status !== 409 && status !== 423 && status !== 429;
  return { kind: refused ? "refused" : "network", status, code, message };
}

// ../../../packages/api-client/src/uploads/upload_client.ts
var DEFAULT_RETRY_DELAYS = [0, 1e3, 3e3, 5e3, 1e4, 15e3, 3e4, 3e4, 6e4, 6e4, 12e4];
var nextId = 0;
var sourceReader = {
  openFile: async (source) => ({
    size: source.size,
    slice: async (start, end) => {
      const value = await source.slice(start, end);
      return { value: value instanceof Uint8Array ? Object.assign(value, { size: value.byteLength }) : value, done: end >= source.size };
    },
    close: () => {
    }
  })
};
var blobIdOfUrl = (url) => url ? url.slice(url.lastIndexOf("/") + 1) : null;
function defaultStorage() {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
function totalsOf(items) {
  const states = { waiting: 0, loading: 0, processing: 0, complete: 0, loadingError: 0, sendingError: 0 };
  let bytes = 0;
  let sentBytes = 0;
  for (const item of items) {
    states[item.state]++;
    bytes += item.size;
    sentBytes += item.sentBytes;
  }
  return { files: items.length, bytes, sentBytes, progress: bytes ? sentBytes / bytes : items.length ? 1 : 0, states };
}
var UploadClient = class {
  constructor(options) {
    this.options = options;
    this.endpoint = options.endpoint ?? UPLOAD_PROTOCOL.endpoint;
    const storage = options.storage === void 0 ? defaultStorage() : options.storage;
    this.#resume = storage ? new ResumeStore(storage) : null;
    this.#hasher = options.hasher === void 0 ? createFileHasher() : options.hasher;
  }
  #entries = [];
  #resume;
  #hasher;
  #polling = null;
  #serverChecked = null;
  get items() {
    return this.#entries.map(({ file: _file, source: _source, lastModified: _lastModified, upload: _upload, sha256: _sha256, ...item }) => ({ ...item }));
  }
  get totals() {
    return totalsOf(this.#entries);
  }
  /** Files the page was sending before a reload and that were not added again yet. */
  missingAfterReload() {
    return this.#resume?.missing(
      this.options.batchId,
      this.#entries.map((entry) => this.#identity(entry))
    ) ?? [];
  }
  /** Adds files (already filtered and with relative paths, see collect_files.ts); returns their items. */
  add(files) {
    const added = files.map((picked) => {
      const { relativePath } = picked;
      const file = "file" in picked ? picked.file : null;
      const source = "source" in picked ? picked.source : null;
      const size = file ? file.size : source.size;
      const identity = { relativePath, size, lastModified: file?.lastModified ?? 0 };
      const sent = this.#resume?.isFinished(this.options.batchId, identity) ?? false;
      const entry = {
        id: `upload-${++nextId}`,
        relativePath,
        name: relativePath.slice(relativePath.lastIndexOf("/") + 1),
        size,
        sentBytes: sent ? size : 0,
        state: sent ? "complete" : "waiting",
        blobId: null,
        failure: null,
        alreadySent: sent,
        file,
        source,
        lastModified: identity.lastModified,
        upload: null,
        sha256: null
      };
      if (!sent) this.#resume?.remember(this.options.batchId, identity);
      return entry;
    });
    this.#entries.push(...added);
    for (const entry of added) {
      if (entry.alreadySent) continue;
      entry.sha256 = this.#hasher && entry.file ? this.#hasher.hash(entry.id, entry.file) : null;
      entry.sha256?.catch(() => {
      });
    }
    this.#changed();
    return added.map((entry) => entry.id);
  }
  /** Starts (or continues) every waiting file, a few at a time, once the files the server already holds are set aside. */
  start() {
    this.#serverChecked ??= this.#skipSentOnServer();
    void this.#serverChecked.then(() => this.#pump());
  }
  /**
   * Files the server already holds whole (same path and size, analysing or ready: sent by an earlier
   * page whose memory is gone) are not sent again. Unreachable server: the uploads find out themselves.
   */
  async #skipSentOnServer() {
    let files;
    try {
      const response = await (this.options.fetch ?? fetch)(this.endpoint, {
        headers: { ...this.options.headers, Authorization: `Bearer ${this.options.token}` }
      });
      if (!response.ok) return;
      files = (await response.json()).files;
    } catch {
      return;
    }
    const taken = /* @__PURE__ */ new Set();
    for (const entry of this.#entries) {
      if (entry.state !== "waiting") continue;
      const held = files.find(
        (f) => !taken.has(f.id) && f.path === entry.relativePath && f.size === entry.size && (f.state === "ready" || f.state === "analysing")
      );
      if (!held) continue;
      taken.add(held.id);
      this.#alreadySent(entry, held.id, held.state === "ready");
    }
    this.#changed();
    this.#poll();
  }
  /** A file the server holds whole: complete (or being analysed), remembered as sent, never sent again. */
  #alreadySent(entry, blobId, ready) {
    entry.alreadySent = true;
    entry.blobId = blobId;
    entry.sentBytes = entry.size;
    entry.state = ready ? "complete" : "processing";
    this.#resume?.markFinished(this.options.batchId, this.#identity(entry));
  }
  /** "Cancel and retry": the failed files start again (resuming where the server kept their bytes). */
  retryFailed() {
    for (const entry of this.#entries) {
      if (isFailed(entry.state)) {
        this.#apply(entry, { type: "retry" });
        entry.failure = null;
        entry.upload = null;
      }
    }
    this.#changed();
    this.#pump();
  }
  /** "Ignore failed files and continue": drops them here and on the server; the others go on. */
  async ignoreFailed() {
    const failed = this.#entries.filter((entry) => isFailed(entry.state));
    this.#entries = this.#entries.filter((entry) => !isFailed(entry.state));
    this.#changed();
    await Promise.all(failed.map((entry) => this.#discard(entry)));
    this.#pump();
  }
  /** Stops everything and deletes what the server received of unfinished files. */
  async cancel() {
    const entries = this.#entries;
    this.#entries = [];
    this.#stopPolling();
    this.#changed();
    await Promise.all(entries.map((entry) => this.#discard(entry)));
    this.#resume?.forgetBatch(this.options.batchId);
  }
  close() {
    this.#stopPolling();
    this.#hasher?.close();
    for (const entry of this.#entries) void entry.upload?.abort();
  }
  #identity(entry) {
    return { relativePath: entry.relativePath, size: entry.size, lastModified: entry.lastModified };
  }
  #apply(entry, event) {
    entry.state = nextState(entry.state, event);
  }
  #changed() {
    this.options.onChange?.(this.items, this.totals);
  }
  #pump() {
    const limit = this.options.parallelFiles ?? 2;
    let running = this.#entries.filter((entry) => entry.state === "loading").length;
    for (const entry of this.#entries) {
      if (running >= limit) break;
      if (entry.state !== "waiting") continue;
      running++;
      void this.#send(entry);
    }
  }
  async #send(entry) {
    this.#apply(entry, { type: "start" });
    this.#changed();
    const { batchId, token } = this.options;
    const identity = this.#identity(entry);
    const keys = UPLOAD_PROTOCOL.metadata;
    const options = {
      endpoint: this.endpoint,
      chunkSize: this.options.chunkSize ?? UPLOAD_PROTOCOL.chunkBytes,
      retryDelays: this.options.retryDelays ?? DEFAULT_RETRY_DELAYS,
      headers: { ...this.options.headers, Authorization: `Bearer ${token}` },
      ...this.options.httpStack ? { httpStack: this.options.httpStack } : {},
      metadata: {
        [keys.filename]: entry.name,
        [keys.filetype]: entry.file?.type || "application/octet-stream",
        [keys.relativePath]: entry.relativePath
      },
      fingerprint: async () => fileFingerprint(batchId, identity),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: (request) => this.#beforeRequest(entry, request),
      ...entry.source ? { fileReader: sourceReader } : {},
      onUploadUrlAvailable: () => {
        entry.blobId = blobIdOfUrl(entry.upload?.url ?? null);
        this.#resume?.remember(batchId, identity, entry.upload?.url ?? null);
      },
      onProgress: (sent) => {
        entry.sentBytes = sent;
        this.#apply(entry, { type: "progress" });
        this.#changed();
      },
      onSuccess: () => {
        entry.sentBytes = entry.size;
        entry.blobId = blobIdOfUrl(entry.upload?.url ?? null);
        this.#apply(entry, { type: "sent" });
        this.#resume?.markFinished(batchId, identity);
        this.#changed();
        this.#poll();
        this.#pump();
      },
      onError: (error) => {
        const failure = classifyFailure(error);
        if (failure.code === "E_ALREADY_UPLOADED") {
          this.#alreadySent(entry, null, true);
          this.#changed();
          this.#pump();
          return;
        }
        entry.failure = failure;
        this.#apply(entry, { type: entry.failure.kind === "refused" ? "refused" : "networkFailed" });
        this.#changed();
        this.#pump();
      }
    };
    const upload = new import_tus_js_client.Upload(entry.file ?? entry.source, options);
    entry.upload = upload;
    const previous = await upload.findPreviousUploads().catch(() => []);
    const storedUrl = this.#resume?.uploadUrlFor(batchId, identity);
    if (previous.length) upload.resumeFromPreviousUpload(previous[0]);
    else if (storedUrl) upload.options.uploadUrl = storedUrl;
    upload.start();
  }
  /** The last PATCH carries the client's SHA-256 (waiting for the worker if it is still hashing). */
  async #beforeRequest(entry, request) {
    if (request.getMethod() !== "PATCH" || !entry.sha256) return;
    const offset = Number(request.getHeader("Upload-Offset") ?? 0);
    const chunk = this.options.chunkSize ?? UPLOAD_PROTOCOL.chunkBytes;
    if (offset + chunk < entry.size) return;
    const sha256 = await entry.sha256.catch(() => null);
    if (sha256) request.setHeader(UPLOAD_PROTOCOL.sha256Header, sha256);
  }
  async #discard(entry) {
    this.#resume?.forgetFile(this.options.batchId, this.#identity(entry));
    await entry.upload?.abort(entry.state !== "complete").catch(() => {
    });
  }
  /** While files are being analysed, asks the server (GET /uploads) for their states. */
  #poll() {
    if (this.#polling) return;
    const fetcher = this.options.fetch ?? fetch;
    const tick = async () => {
      this.#polling = null;
      const processing = this.#entries.filter((entry) => entry.state === "processing");
      if (!processing.length) return;
      try {
        const response = await fetcher(this.endpoint, { headers: { ...this.options.headers, Authorization: `Bearer ${this.options.token}` } });
        if (response.ok) this.applyStatus((await response.json()).files);
      } catch {
      }
      if (this.#entries.some((entry) => entry.state === "processing")) {
        this.#polling = setTimeout(() => void tick(), this.options.statusIntervalMs ?? 1e3);
      }
    };
    this.#polling = setTimeout(() => void tick(), 0);
  }
  /** Applies the server's view of the batch (GET /uploads): ready files complete, rejected ones fail. */
  applyStatus(files) {
    const byId = new Map(files.map((file) => [file.id, file]));
    for (const entry of this.#entries) {
      const server = entry.blobId ? byId.get(entry.blobId) : void 0;
      if (!server || entry.state !== "processing") continue;
      if (server.state === "ready") this.#apply(entry, { type: "ready" });
      if (server.state === "rejected") {
        entry.failure = { kind: "refused", status: null, code: "E_REJECTED", message: server.rejectReason };
        this.#apply(entry, { type: "rejected" });
      }
    }
    this.#changed();
  }
  #stopPolling() {
    if (this.#polling) clearTimeout(this.#polling);
    this.#polling = null;
  }
};

// ../../../packages/cli/src/upload.ts
var UploadRefused = class extends CliError {
};
async function serverOffset(url, token) {
  try {
    const response = await fetch(url, { method: "HEAD", headers: { "Tus-Resumable": "1.0.0", authorization: `Bearer ${token}` } });
    const offset = response.headers.get("upload-offset");
    return response.ok && offset !== null ? Number(offset) : null;
  } catch {
    return null;
  }
}
async function uploadFiles(origin, batch, files, intents, progress) {
  const storage = intents.storage;
  const endpoint = new URL(batch.endpoint, `${origin}/`).toString();
  const chunkSize = Number(process.env.SCEAU_UPLOAD_CHUNK_BYTES) || void 0;
  let settled = () => {
  };
  const finished = new Promise((resolve4) => settled = resolve4);
  let lastItems = [];
  const client = new UploadClient({
    batchId: batch.batchId,
    token: batch.uploadToken,
    endpoint,
    storage,
    headers: { "Accept-Language": terminalLanguage() },
    ...chunkSize ? { chunkSize } : {},
    // Network drops are retried a few times, then the run stops (exit 4) and the next run resumes.
    retryDelays: [0, 1e3, 3e3, 5e3, 1e4],
    hasher: {
      // Called by add(), with the stream handed over below: it knows its path.
      hash: (_id, file) => sha256File(String(file.path)),
      close: () => {
      }
    },
    onChange: (items, totals) => {
      lastItems = items;
      progress.update(totals.sentBytes, totals.bytes, { done: totals.states.complete, total: totals.files });
      if (items.length && items.every((item) => ["complete", "loadingError", "sendingError"].includes(item.state))) settled();
    }
  });
  const resumed = /* @__PURE__ */ new Map();
  for (const file of files) {
    const identity = { relativePath: file.relativePath, size: file.size, lastModified: file.lastModified };
    const stored = JSON.parse(storage.getItem(`sceau.uploads.${batch.batchId}`) ?? "null");
    const url = stored?.files?.[fileFingerprint(batch.batchId, identity)]?.uploadUrl;
    if (url) resumed.set(file.relativePath, await serverOffset(url, batch.uploadToken) ?? 0);
  }
  const picked = files.map((file) => {
    const stream = createReadStream2(file.absolutePath);
    const asFile = Object.assign(stream, { size: file.size, type: file.type ?? "", lastModified: file.lastModified, name: file.relativePath });
    return { file: asFile, relativePath: file.relativePath };
  });
  client.add(picked);
  client.start();
  await finished;
  progress.done();
  client.close();
  for (const { file } of picked) file.destroy();
  const failed = lastItems.filter((item) => item.failure);
  if (failed.length) {
    const first = failed[0].failure;
    const message = t("error.notUploaded", {
      count: failed.length,
      files: failed.map((item) => item.relativePath).join(", "),
      reason: first.message ?? first.code
    });
    if (first.kind === "refused") {
      storage.removeItem(`sceau.uploads.${batch.batchId}`);
      throw new UploadRefused(message, first.status === 401 ? EXIT.auth : EXIT.refused, first.code, first.status);
    }
    throw new CliError(t("error.runAgain", { message }), EXIT.network, "E_NETWORK");
  }
  return lastItems.map((item) => ({ path: item.relativePath, blobId: item.blobId, resumedFromBytes: resumed.get(item.relativePath) ?? 0 }));
}

// ../../../packages/cli/src/release/archive.ts
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
function git(cwd, args) {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  } catch (error) {
    throw usageError(t("error.git", { args: args.join(" "), reason: String(error.stderr ?? error.message).trim() }));
  }
}
function tryGit(cwd, args) {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function archiveLabel(repository, tag, commit) {
  return `${repository.split("/").pop()}-${(tag ?? commit.slice(0, 12)).replace(/[^\w.-]+/g, "_")}`;
}
function makeArchive(source) {
  const label = archiveLabel(source.repository, source.tag, source.commit);
  if (source.archive) {
    const path2 = resolve(source.cwd, source.archive);
    if (!statSync(path2, { throwIfNoEntry: false })?.isFile()) throw usageError(t("error.noSuchArchive", { path: path2 }));
    return { path: path2, name: basename(path2) };
  }
  const path = join(source.scratch, `${label}.tar.gz`);
  const paths = source.paths ?? [];
  if (!paths.length) {
    git(source.cwd, ["archive", "--format=tar.gz", `--prefix=${label}/`, `--output=${path}`, source.commit]);
    return { path, name: `${label}.tar.gz` };
  }
  if (paths.length === 1 && statSync(resolve(source.cwd, paths[0]), { throwIfNoEntry: false })?.isFile()) {
    const single = resolve(source.cwd, paths[0]);
    return { path: single, name: basename(single) };
  }
  for (const entry of paths) if (!statSync(resolve(source.cwd, entry), { throwIfNoEntry: false })) throw usageError(t("error.noSuchPath", { path: entry }));
  try {
    execFileSync("tar", ["-czf", path, "-C", source.cwd, "--", ...paths], { stdio: ["ignore", "ignore", "pipe"] });
  } catch (error) {
    throw new CliError(t("error.tar", { reason: String(error.stderr ?? error.message).trim() }), EXIT.usage, "E_USAGE");
  }
  return { path, name: `${label}.tar.gz` };
}

// ../../../packages/cli/src/release/co_authors.ts
function coAuthorsSince(cwd, commit) {
  const previous = tryGit(cwd, ["describe", "--tags", "--abbrev=0", `${commit}^`]);
  const range = previous ? `${previous}..${commit}` : commit;
  const lines = git(cwd, ["log", "--reverse", "--format=%aN%x09%aE", range]).split("\n").filter(Boolean);
  return mergeCoAuthors(
    lines.map((line) => {
      const [name = "", email = ""] = line.split("	");
      return { name: name.trim(), email: email.trim() };
    })
  );
}
function mergeCoAuthors(...lists) {
  const seen = /* @__PURE__ */ new Map();
  for (const author of lists.flat()) {
    const email = author.email.trim().toLowerCase();
    if (email && author.name.trim() && !seen.has(email)) seen.set(email, { name: author.name.trim(), email });
  }
  return [...seen.values()];
}

// ../../../packages/cli/src/release/release.ts
function fromCi(env) {
  const githubTag = env.GITHUB_REF?.startsWith("refs/tags/") ? env.GITHUB_REF.slice("refs/tags/".length) : env.GITHUB_REF_TYPE === "tag" ? env.GITHUB_REF_NAME : void 0;
  if (githubTag) return { tag: githubTag, commit: env.GITHUB_SHA };
  if (env.CI_COMMIT_TAG) return { tag: env.CI_COMMIT_TAG, commit: env.CI_COMMIT_SHA };
  return { tag: void 0, commit: env.GITHUB_SHA ?? env.CI_COMMIT_SHA };
}
async function runRelease(request) {
  const env = request.env ?? process.env;
  const cwd = resolve2(request.cwd);
  const ci = fromCi(env);
  const tag = request.tag !== void 0 ? request.tag : ci.tag ?? null;
  const commit = (request.commit ?? (request.tag ? git(cwd, ["rev-parse", `${request.tag}^{commit}`]) : void 0) ?? (tag && tag === ci.tag ? ci.commit : void 0) ?? (tag ? git(cwd, ["rev-parse", `${tag}^{commit}`]) : void 0) ?? ci.commit ?? git(cwd, ["rev-parse", "HEAD"])).toLowerCase();
  const repository = request.repository ?? env.GITHUB_REPOSITORY ?? env.CI_PROJECT_PATH ?? basename2(tryGit(cwd, ["rev-parse", "--show-toplevel"]) ?? cwd);
  const fromGit = request.gitAuthors === false || !tryGit(cwd, ["rev-parse", "--verify", "--quiet", `${commit}^{commit}`]) ? [] : coAuthorsSince(cwd, commit);
  const coAuthors = mergeCoAuthors(fromGit, request.coAuthors ?? []);
  request.log(t("release.start", { repository, ref: tag ?? commit.slice(0, 12), commit, count: coAuthors.length }));
  const scratch = mkdtempSync(resolve2(env.RUNNER_TEMP || tmpdir(), "sceau-release-"));
  try {
    const made = makeArchive({ cwd, repository, tag, commit, archive: request.archive, paths: request.paths, scratch });
    const info = statSync2(made.path);
    const sha256 = await sha256File(made.path);
    request.log(t("release.archiveLine", { name: made.name, size: info.size, sha256 }));
    const file = {
      absolutePath: made.path,
      relativePath: made.name,
      size: info.size,
      lastModified: Math.floor(info.mtimeMs),
      type: "application/gzip"
    };
    const body = {
      repository,
      tag,
      commit,
      archive: { name: made.name, size: info.size, sha256 },
      ...request.years ? { years: request.years } : {},
      coAuthors
    };
    const api2 = new Api(request.origin, { kind: "key", ...request.key });
    const key = createHash2("sha256").update(JSON.stringify(["release", request.origin, repository, tag, commit, sha256, info.size])).digest("hex");
    const result = await deposit(api2, request, key, body, file);
    return { ...result, sha256 };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
async function deposit(api2, request, key, body, file) {
  const { intents } = request;
  const intent = intents.open(key, "release");
  const ask = async () => {
    const answer = await api2.post("/git-deploy/releases", body, { idempotencyKey: intent.idempotencyKey });
    intents.update(key, { phase: "announced", data: answer });
    return answer;
  };
  let start = intent.data;
  if (!start) {
    start = await ask();
    if (start.existing) request.log(t("release.existing", { id: start.release.id }));
  } else request.log(t("release.resuming", { id: start.release.id }));
  const existing = Boolean(start.existing);
  if (intent.phase === "announced" && start.upload) {
    try {
      await uploadFiles(api2.origin, start.upload, [file], intents, request.progress);
    } catch (error) {
      if (!(error instanceof UploadRefused)) throw error;
      intents.rekey(key);
      start = await ask();
      if (start.upload) await uploadFiles(api2.origin, start.upload, [file], intents, request.progress);
    }
  }
  if (intent.phase === "announced") intents.update(key, { phase: "uploaded" });
  let release = intent.phase === "uploaded" ? await complete(api2, start.release.id) : (await api2.get(`/git-deploy/releases/${start.release.id}`)).release;
  intents.update(key, { phase: "completed" });
  if (release.state === "depositing") request.log(t("release.received", { id: release.id }));
  if (request.wait !== false) release = await waitForSeal(api2, release, request);
  if (release.state === "failed" || request.wait === false || release.state === "protected") intents.forget(key);
  if (release.state === "failed")
    throw new CliError(t("error.releaseFailed", { error: release.error ?? t("error.seeWebApp") }), EXIT.refused, "E_RELEASE_FAILED");
  return { release, existing };
}
async function complete(api2, id) {
  for (let delay = 500; ; delay = Math.min(delay * 1.5, 5e3)) {
    try {
      return (await api2.post(`/git-deploy/releases/${id}/complete`, {})).release;
    } catch (error) {
      if (!(error instanceof CliError) || error.code !== "E_UPLOAD_PENDING") throw error;
      await new Promise((done) => setTimeout(done, delay));
    }
  }
}
async function waitForSeal(api2, first, request) {
  const deadline = request.waitSeconds === void 0 ? Infinity : Date.now() + request.waitSeconds * 1e3;
  let release = first;
  for (let delay = 500; release.state === "depositing" || release.state === "uploading"; delay = Math.min(delay * 1.5, 5e3)) {
    if (Date.now() >= deadline) throw new CliError(t("error.sealTimeout", { seconds: request.waitSeconds, id: release.id }), EXIT.network, "E_SEAL_TIMEOUT");
    await new Promise((done) => setTimeout(done, Math.min(delay, Math.max(0, deadline - Date.now()))));
    release = (await api2.get(`/git-deploy/releases/${release.id}`)).release;
  }
  return release;
}

// ../../../packages/cli/src/intents.ts
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";

// ../../../packages/cli/src/config.ts
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { join as join2 } from "node:path";
function configDir() {
  const xdg = process.env.XDG_CONFIG_HOME;
  return join2(xdg && xdg.trim() ? xdg : join2(homedir(), ".config"), "sceau");
}
var statePath = () => join2(configDir(), "uploads.json");
async function readJson(path) {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return null;
  }
}
async function readState() {
  const state = await readJson(statePath());
  return { batches: state?.batches ?? {}, storage: state?.storage ?? {} };
}

// ../../../packages/cli/src/intents.ts
var Intents = class _Intents {
  constructor(state, persist) {
    this.state = state;
    this.persist = persist;
  }
  /** The state file's intents (the CLI). */
  static async saved() {
    return new _Intents(await readState(), true);
  }
  /** Intents of this run only (the deploy action). */
  static inMemory() {
    return new _Intents({ batches: {}, storage: {} }, false);
  }
  get(key) {
    const intent = this.state.batches[key];
    if (intent && !intent.idempotencyKey) intent.idempotencyKey = newIdempotencyKey();
    if (intent && !intent.phase) intent.phase = intent.data ? "announced" : "new";
    return intent;
  }
  /** The intent under `key`, or a new one (its idempotency key saved before the server hears of it). */
  open(key, kind) {
    const existing = this.get(key);
    if (existing) return existing;
    const intent = { kind, createdAt: (/* @__PURE__ */ new Date()).toISOString(), idempotencyKey: newIdempotencyKey(), phase: "new", data: null };
    this.state.batches[key] = intent;
    this.save();
    return intent;
  }
  update(key, change) {
    const intent = this.state.batches[key];
    if (!intent) return;
    Object.assign(intent, change);
    this.save();
  }
  /**
   * The server's answer no longer holds (its upload batch was replaced or expired): the same intent
   * asks again under a new key, since the old one would replay that answer.
   */
  rekey(key) {
    this.update(key, { phase: "new", data: null });
    const intent = this.state.batches[key];
    if (intent) intent.idempotencyKey = newIdempotencyKey();
    this.save();
    return intent;
  }
  /** Done (or given up): nothing of it is left to resume. */
  forget(key) {
    delete this.state.batches[key];
    this.save();
  }
  /** Web Storage over the state's upload URLs (UploadClient's resume store), saved at every change. */
  get storage() {
    return {
      getItem: (key) => this.state.storage[key] ?? null,
      setItem: (key, value) => {
        this.state.storage[key] = value;
        this.save();
      },
      removeItem: (key) => {
        delete this.state.storage[key];
        this.save();
      }
    };
  }
  /** Synchronous on purpose: a kill right after a change loses nothing the server already acknowledged. */
  save() {
    if (!this.persist) return;
    mkdirSync(configDir(), { recursive: true, mode: 448 });
    writeFileSync(statePath(), JSON.stringify(this.state, null, 2) + "\n", { mode: 384 });
    chmodSync(statePath(), 384);
  }
};

// ../../../packages/cli/src/progress.ts
var PercentLines = class {
  constructor(log2) {
    this.log = log2;
  }
  #last = -1;
  update(done, total) {
    const percent = total ? Math.floor(done / total * 10) * 10 : 100;
    if (percent === this.#last) return;
    this.#last = percent;
    this.log(t("progress.percent", { percent, sent: done, total }));
  }
  done() {
  }
};

// ../../../packages/cli/src/node_warnings.ts
function hideTusUrlParseWarning() {
  const emitWarning = process.emitWarning.bind(process);
  process.emitWarning = ((warning, ...rest) => {
    const code = warning.code;
    if (code === "DEP0169" || rest.some((arg) => arg === "DEP0169" || typeof arg === "object" && arg !== null && arg.code === "DEP0169"))
      return;
    emitWarning(warning, ...rest);
  });
}

// src/index.ts
var YEARS = [1, 3, 5, 10];
function input(env, name, fallback = "") {
  return (env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] ?? "").trim() || fallback;
}
var log = (line) => process.stdout.write(`${line}
`);
function summaryOf(result) {
  const { release, sha256, existing } = result;
  const ref = release.tag ?? release.commit.slice(0, 12);
  const certificate = release.deposit?.certificateUrl;
  const rows = [
    [t("summary.deposit"), release.deposit?.number ?? release.deposit?.id ?? "\u2014"],
    [t("summary.certificate"), certificate ? `[${certificate}](${certificate})` : "\u2014"],
    [t("summary.archive"), `\`${release.archive.name}\` (${release.archive.size} B, sha256 \`${sha256}\`)`],
    [t("summary.state"), release.state]
  ];
  return [
    `### ${t("summary.title", { repository: release.repository, ref })}`,
    "",
    "| | |",
    "| --- | --- |",
    ...rows.map(([label, value]) => `| ${label} | ${value} |`),
    ...existing ? ["", t("summary.existing")] : [],
    ""
  ].join("\n");
}
async function run(env = process.env) {
  const url = input(env, "url");
  const publicKey = input(env, "api-key-id");
  const secret = input(env, "api-key-secret");
  if (!url || !publicKey || !secret) throw new CliError(t("error.actionInputs"), EXIT.usage, "E_USAGE");
  const years = Number(input(env, "years", "3"));
  if (!YEARS.includes(years)) throw new CliError(t("error.years", { years: YEARS.join(", ") }), EXIT.usage, "E_USAGE");
  const paths = input(env, "paths").split(/[\n,]/).map((path) => path.trim()).filter(Boolean);
  const result = await runRelease({
    origin: normaliseOrigin(url),
    key: { publicKey, secret },
    cwd: resolve3(env.GITHUB_WORKSPACE || process.cwd()),
    paths,
    years,
    waitSeconds: Number(input(env, "wait-seconds", "600")),
    intents: Intents.inMemory(),
    progress: new PercentLines(log),
    log,
    env
  });
  const deposit2 = result.release.deposit;
  log(t("release.deposit", { number: deposit2.number ?? deposit2.id, url: deposit2.certificateUrl ?? "" }));
  const outputs = {
    "deposit-id": deposit2.id,
    "certificate-url": deposit2.certificateUrl ?? "",
    sha256: result.sha256,
    "release-id": result.release.id,
    existing: String(result.existing)
  };
  if (env.GITHUB_OUTPUT)
    appendFileSync(
      env.GITHUB_OUTPUT,
      Object.entries(outputs).map(([name, value]) => `${name}=${value}
`).join("")
    );
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summaryOf(result));
  return outputs;
}
function fail(error, env) {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof CliError && error.code ? ` [${error.code}]` : "";
  process.stdout.write(`::error title=Sceau::${`${message}${code}`.replace(/%/g, "%25").replace(/\r?\n/g, "%0A")}
`);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `### ${t("summary.failed")}

${message}${code}
`);
  process.exitCode = 1;
}
hideTusUrlParseWarning();
run().catch((error) => fail(error, process.env));
export {
  run,
  summaryOf
};
